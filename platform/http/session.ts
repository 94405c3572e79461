import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '@/lib/config';
import { EMBEDDED_LOCALES } from '@/lib/i18n/locales';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Bus } from '../realtime/bus';
import type { Mailer } from '../services/outbox';
import type { RateLimits } from '../services/rate-limits';
import { assertMaySignIn, startPlaySession } from '../services/protection';
import { SESSION_COOKIE, SESSION_TTL_MS, sessions } from '../services/sessions';
import type { RequestContext } from './context';
import { parseCookies, serializeCookie } from './cookies';

const served = new Set(EMBEDDED_LOCALES.locales.map((l) => l.code));

/** True for a request from a page inside a partner's frame: lib/api adds `strict=0`, the OAuth flow `framed=1`. */
export function isFramedRequest(request: FastifyRequest): boolean {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return query.strict === '0' || query.framed === '1';
}

/**
 * The session cookie's attributes. In a partner's frame the cookie is third-party: SameSite=None,
 * Secure and Partitioned (CHIPS), so it is kept per top-level site (browsers treat http://localhost as secure).
 */
export function cookieOptions(request: FastifyRequest, env: Env, framed = isFramedRequest(request)) {
  if (framed) return { httpOnly: true, sameSite: 'None' as const, path: '/', secure: true, partitioned: true };
  // Secure only where it can work: a production server reached over https (local http must sign in).
  return { httpOnly: true, sameSite: 'Lax' as const, path: '/', secure: env.NODE_ENV === 'production' && request.protocol === 'https' };
}

const unlimited: RateLimits = { hit: async () => undefined, accountFailures: { count: async () => 0, add: async () => undefined, clear: async () => undefined }, close: async () => undefined };
const noMailer: Mailer = { kick: () => undefined, flush: async () => undefined, close: async () => undefined };

export type ContextDeps = { db: Db; env: Env; bus: Bus; limits?: RateLimits; mailer?: Mailer };

/** Reads the session cookie and builds the handler context around it. */
export async function createContext(request: FastifyRequest, reply: FastifyReply, deps: ContextDeps): Promise<RequestContext> {
  const { db, env, bus } = deps;
  const sessionId = parseCookies(request.headers.cookie)[SESSION_COOKIE];
  let user = await sessions.resolve(db, sessionId);
  const asked = (request.query as Record<string, unknown> | undefined)?.locale;
  const locale = typeof asked === 'string' && served.has(asked) ? asked : (user?.locale ?? EMBEDDED_LOCALES.defaultLocale);

  return {
    db,
    env,
    bus,
    limits: deps.limits ?? unlimited,
    mailer: deps.mailer ?? noMailer,
    log: request.log,
    request,
    reply,
    locale,
    get user() {
      return user;
    },
    async signIn(userId, options) {
      const [account] = await db.select({ uid: users.uid, currency: users.currency }).from(users).where(eq(users.uid, userId)).limit(1);
      const mode = account ? await assertMaySignIn(db, account, options?.purpose, env) : 'play';
      if (sessionId) await sessions.destroy(db, sessionId);
      const created = await sessions.create(db, userId, { ip: request.ip, userAgent: request.headers['user-agent'] });
      reply.header('set-cookie', serializeCookie(SESSION_COOKIE, created.id, { ...cookieOptions(request, env, options?.framed), maxAge: SESSION_TTL_MS / 1000 }));
      user = await sessions.resolve(db, created.id);
      if (mode === 'play') await startPlaySession(db, userId);
    },
    async signOut() {
      if (sessionId) await sessions.destroy(db, sessionId);
      user = null;
      reply.header('set-cookie', serializeCookie(SESSION_COOKIE, '', { ...cookieOptions(request, env), maxAge: 0 }));
    },
  };
}
