import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SELF_EXCLUSION_PERIODS, TIMEOUT_PERIODS, type exclusion } from '@/lib/contract';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../../db/client';
import { protectionExclusions, users, type ExclusionKind } from '../../db/schema';
import { sessions, type UserRow } from '../sessions';
import { clock } from './clock';
import { activePack } from './packs';
import { REGISTER_PERIOD } from './register';

type ExclusionRow = typeof protectionExclusions.$inferSelect;
export type ExclusionView = z.infer<typeof exclusion>;

/** The end of a period started at `from` (null: permanent); undefined for an unknown period. */
export function periodEnd(period: string, from: Date): Date | null | undefined {
  if (period === 'permanent') return null;
  const match = /^(\d+)([hdmy])$/.exec(period);
  if (!match) return undefined;
  const n = Number(match[1]);
  const end = new Date(from);
  if (match[2] === 'h') end.setTime(from.getTime() + n * 3600_000);
  else if (match[2] === 'd') end.setTime(from.getTime() + n * 86_400_000);
  else if (match[2] === 'm') end.setUTCMonth(end.getUTCMonth() + n);
  else end.setUTCFullYear(end.getUTCFullYear() + n);
  return end;
}

const PERIODS: Record<ExclusionKind, readonly string[]> = { timeout: TIMEOUT_PERIODS, self_exclusion: SELF_EXCLUSION_PERIODS, panic: ['24h'] };

const view = (row: ExclusionRow): ExclusionView => ({ kind: row.kind, period: row.period, starts_at: row.startsAt.toISOString(), ends_at: row.endsAt?.toISOString() ?? null });

const live = (now: Date) => or(isNull(protectionExclusions.endsAt), gt(protectionExclusions.endsAt, now));

/** The exclusion in force for a player (the one ending last; permanent first), or null. */
export async function activeExclusion(db: Db, userId: number, now = clock.now()): Promise<ExclusionView | null> {
  const [row] = await db
    .select()
    .from(protectionExclusions)
    .where(and(eq(protectionExclusions.userId, userId), live(now)))
    .orderBy(sql`${protectionExclusions.endsAt} desc nulls first`, desc(protectionExclusions.id))
    .limit(1);
  return row ? view(row) : null;
}

/** An exclusion in force for any account with this e-mail or phone (registration refuses them). */
export async function excludedContact(db: Db, contact: { email?: string | null; phone?: string | null }, now = clock.now()): Promise<{ email: boolean; phone: boolean }> {
  const email = contact.email?.trim().toLowerCase() || null;
  const phone = contact.phone?.replace(/\D/g, '') || null;
  const check = async (cond: ReturnType<typeof eq>) => (await db.select({ id: protectionExclusions.id }).from(protectionExclusions).where(and(cond, live(now))).limit(1)).length > 0;
  return {
    email: email ? await check(sql`lower(${protectionExclusions.email}) = ${email}` as never) : false,
    phone: phone ? await check(eq(protectionExclusions.phone, phone)) : false,
  };
}

/**
 * Starts a time-out, a self-exclusion or (where the pack has the panic button) a 24-hour lock.
 * Marketing stops, every session ends; it cannot be lifted early (a new one only adds).
 */
export async function exclude(db: Db, user: UserRow, kind: ExclusionKind, period: string, now = clock.now()): Promise<ExclusionView> {
  if (kind === 'panic' && !activePack().panic_button) throw PlatformError.invalidParameters({ kind: ['unavailable'] });
  const end = PERIODS[kind].includes(period) ? periodEnd(period, now) : undefined;
  if (end === undefined) throw PlatformError.invalidParameters({ period: ['invalid'] });
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(protectionExclusions)
      .values({ userId: user.uid, kind, period, startsAt: now, endsAt: end, email: user.email?.toLowerCase() ?? null, phone: user.phone ?? null })
      .returning();
    // no marketing while excluded; a time-out keeps the player's choice (it is short)
    if (kind === 'self_exclusion') await tx.update(users).set({ isSubscribed: false, phoneSubscribed: false }).where(eq(users.uid, user.uid));
    return inserted!;
  });
  await sessions.destroyAllFor(db, user.uid);
  return view(row);
}

/** What an excluded player's sign-in answers: AccessDenied with the kind and the end (and `register`, GAMSTOP or CRUKS, when the national register excludes them). */
export function excludedError(ex: ExclusionView, extra: Record<string, unknown> = {}): PlatformError {
  const register = ex.period === REGISTER_PERIOD ? { register: activePack().exclusion_register ?? null } : {};
  return new PlatformError('AccessDeniedException', { reason: 'excluded', kind: ex.kind, ends_at: ex.ends_at, ...register, ...extra });
}
