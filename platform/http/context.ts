import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '@/lib/config';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../db/client';
import type { Bus } from '../realtime/bus';
import type { Mailer } from '../services/outbox';
import type { RateLimits } from '../services/rate-limits';
import type { UserRow } from '../services/sessions';

/** What every method handler and route gets besides its params. */
export type RequestContext = {
  db: Db;
  env: Env;
  bus: Bus;
  /** Attempts of login, registration, restore, two-factor and promo checks, per IP and login. */
  limits: RateLimits;
  /** Sends outbox e-mails in the background; `kick()` after the message's transaction committed. */
  mailer: Mailer;
  log: FastifyBaseLogger;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The `locale` query param when it is one we serve, else the user's, else the default. */
  locale: string;
  /** The signed-in user, or null for a visitor. */
  user: UserRow | null;
  /**
   * Starts a session for the user and sets its cookie (partitioned when `framed`, by default when the request is).
   * Refused (AccessDenied) while the player is excluded, unless `purpose: 'withdrawal'` and money is left to withdraw.
   */
  signIn(userId: number, options?: { framed?: boolean; purpose?: 'withdrawal' }): Promise<void>;
  /** Ends the current session (if any) and clears its cookie. */
  signOut(): Promise<void>;
};

/** The signed-in user, or AuthorizationException; a banned user gets UserBannedException. */
export function requireUser(ctx: Pick<RequestContext, 'user'>): UserRow {
  if (!ctx.user) throw new PlatformError('AuthorizationException');
  if (ctx.user.banned) throw new PlatformError('UserBannedException');
  return ctx.user;
}
