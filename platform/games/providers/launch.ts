import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Env } from '@/lib/config';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../../db/client';
import { gameProviders, games } from '../../db/schema';
import { parseCookies } from '../../http/cookies';
import { hashToken } from '../../services/secrets';
import { SESSION_COOKIE, type UserRow } from '../../services/sessions';
import { providersOf, type ProviderDef } from './registry';
import { createToken } from './tokens';

export type LaunchInput = { sysname: string; mode: 'real' | 'demo'; user: UserRow | null; sessionHash: string | null; locale: string; origin: string };

/** The title of a registered studio by sysname (enabled), with its studio; null for a built-in or unknown title. */
export async function providerTitle(db: Db, env: Env, sysname: string): Promise<{ game: typeof games.$inferSelect; provider: ProviderDef } | null> {
  const [row] = await db
    .select({ game: games, provider: gameProviders.sysname })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(and(eq(games.sysname, sysname.slice(0, 128)), eq(games.isEnabled, true)));
  const provider = row && providersOf(env).get(row.provider);
  return row && provider ? { game: row.game, provider } : null;
}

/**
 * A launch (docs/providers.md §1): a provider session token bound to the player (none in a guest's
 * demo), the game, the currency and the mode, and the studio's URL carrying it. Real play needs a
 * signed-in player (AuthorizationException); a title without demo refuses demo.
 */
export async function launchGame(db: Db, env: Env, input: LaunchInput): Promise<{ url: string; token: string }> {
  const title = await providerTitle(db, env, input.sysname);
  if (!title) throw PlatformError.invalidParameters({ sysname: ['not_provider_title'] });
  const { game, provider } = title;
  if (input.mode === 'real' && !input.user) throw new PlatformError('AuthorizationException');
  if (input.user?.banned) throw new PlatformError('UserBannedException');
  if (input.mode === 'demo' && !game.hasDemo) throw PlatformError.invalidParameters({ mode: ['no_demo'] });
  const currency = input.user?.currency ?? 'USD';
  const token = await createToken(db, {
    provider: provider.sysname,
    userId: input.user?.uid ?? null,
    gameId: game.id,
    currency,
    mode: input.mode,
    sessionHash: input.mode === 'real' ? input.sessionHash : null,
  });
  const url = new URL(provider.launchUrl);
  const query = { token, game: game.sysname, currency, lang: input.locale, lobby_url: new URL('/gamehall', input.origin).toString(), mode: input.mode };
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return { url: url.toString(), token };
}

/** What a request says for a launch: the site session's id hash and the public origin (SITE_URL, else the request's). */
export function launchRequestOf(request: FastifyRequest, env: Env): { sessionHash: string | null; origin: string } {
  const session = parseCookies(request.headers.cookie)[SESSION_COOKIE];
  return { sessionHash: session ? hashToken(session) : null, origin: env.SITE_URL ?? `${request.protocol}://${request.host}` };
}
