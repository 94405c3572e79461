import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providerSessions } from '../../db/schema';
import { hashToken, randomToken } from '../../services/secrets';

/** A provider session token lives this long, and each bet extends it by as much (docs/providers.md §1 Launch). */
export const TOKEN_TTL_MS = 30 * 60 * 1000;

export type ProviderSession = typeof providerSessions.$inferSelect;

export type NewToken = { provider: string; userId: number | null; gameId: number; currency: string; mode: 'real' | 'demo'; sessionHash: string | null };

/** Creates a provider session token (random, opaque; only its hash is stored). */
export async function createToken(db: Db, bound: NewToken, now = new Date()): Promise<string> {
  const token = randomToken();
  await db.insert(providerSessions).values({ ...bound, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + TOKEN_TTL_MS) });
  return token;
}

/** The session of `token` for `provider`, or null for a forged or unknown one (expired ones are answered: the caller decides). */
export async function resolveToken(db: Db, provider: string, token: string): Promise<ProviderSession | null> {
  const [row] = await db
    .select()
    .from(providerSessions)
    .where(and(eq(providerSessions.tokenHash, hashToken(token)), eq(providerSessions.provider, provider)));
  return row ?? null;
}

/** A bet extends its token by the TTL. */
export async function extendToken(db: Db, id: number, now = new Date()): Promise<void> {
  await db.update(providerSessions).set({ expiresAt: new Date(now.getTime() + TOKEN_TTL_MS) }).where(eq(providerSessions.id, id));
}

/**
 * Whether the token still takes bets: not expired, its launching site session still live and the
 * player not banned (`blocked`). Signing out ends the site session, so bets stop; wins do not look.
 */
export async function betStanding(db: Db, session: ProviderSession, now = new Date()): Promise<'ok' | 'expired' | 'blocked'> {
  const rows = (await db.execute(sql`select
      (select banned from users where uid = ${session.userId}) as banned,
      ${session.sessionHash === null ? sql`true` : sql`exists (select 1 from sessions where id_hash = ${session.sessionHash} and expires_at > now())`} as live`)) as unknown;
  const [row] = ((rows as { rows?: unknown[] }).rows ?? (rows as unknown[])) as Array<{ banned: boolean | null; live: boolean }>;
  if (row?.banned) return 'blocked';
  if (session.expiresAt <= now || !row?.live) return 'expired';
  return 'ok';
}
