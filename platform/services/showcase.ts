import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { MethodResult } from '@/lib/contract';
import type { Db } from '../db/client';
import { banners, games, popups, users, wins } from '../db/schema';
import { openOffersNamed } from './bonuses';
import { localize, localizeDeep } from './localized';
import { toMoney } from './money';
import { displayName } from './rewards/display-name';
import type { UserRow } from './sessions';

/** banners/get: live banners by priority; `fields` narrows each description to those keys (position stays). */
export async function listBanners(db: Db, opts: { offset: number; count: number; fields?: string[]; locale?: string }): Promise<MethodResult<'banners/get'>> {
  const now = new Date();
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.isActive, true), or(isNull(banners.startAt), lte(banners.startAt, now)), or(isNull(banners.finishedAt), gt(banners.finishedAt, now))))
    .orderBy(asc(banners.priority), asc(banners.id))
    .limit(opts.count)
    .offset(opts.offset);
  const keep = opts.fields?.length ? new Set([...opts.fields, 'position']) : null;
  return rows.map((row) => {
    // Texts given per locale ({ 'en-US': …, ar: … }) answer in the request's locale.
    const description = localize(row.description, opts.locale ?? 'en-US') as typeof row.description;
    return {
      id: row.id,
      finished_at: row.finishedAt?.toISOString() ?? null,
      description: keep ? (Object.fromEntries(Object.entries(description).filter(([k]) => keep.has(k))) as typeof row.description) : description,
    };
  });
}

/**
 * popups/get: active campaign popups. A popup tied to an offer (content `offer`: the offer's
 * sysname) is answered only while that offer is open to the visitor (services/bonuses
 * openOffersNamed): a popup advertising a bonus is never shown to a player who cannot get it (the
 * welcome popup to a player who has deposited, or in a jurisdiction whose wagering cap refuses
 * the offer). The platform filters rather than each client: an operator who ties a popup to an
 * offer expects that whichever way the popup is asked for (the route re-check, `?popup=`, the
 * offer's push), and the conditions are the platform's to judge. Popups tied to no offer are for
 * everyone.
 */
export async function listPopups(db: Db, user: UserRow | null, locale = 'en-US'): Promise<MethodResult<'popups/get'>> {
  const rows = await db.select().from(popups).where(eq(popups.isActive, true)).orderBy(asc(popups.priority), asc(popups.id));
  const offerOf = (row: (typeof rows)[number]) => (typeof row.content.offer === 'string' ? row.content.offer : null);
  const linked = [...new Set(rows.map(offerOf).filter((s): s is string => s !== null))];
  const open = await openOffersNamed(db, linked, user);
  return rows.filter((row) => offerOf(row) === null || open.has(offerOf(row)!)).map((row) => ({ ...localizeDeep(row.content, locale), id: row.id, sysname: row.sysname }));
}

export type Board = 'latest' | 'biggest' | 'biggest-recent';
const RECENT_MS = 30 * 24 * 3600 * 1000;

/** Leaderboards from recorded wins: the latest, the biggest ever, the biggest of the last 30 days. */
export async function listWins(db: Db, board: Board, count: number): Promise<MethodResult<'leaderboard/get'>> {
  const rows = await db
    .select({ amount: wins.amount, currency: wins.currency, createdAt: wins.createdAt, uid: users.uid, fakename: users.fakename, sysname: games.sysname, name: games.name })
    .from(wins)
    .innerJoin(games, eq(games.id, wins.gameId))
    .leftJoin(users, eq(users.uid, wins.userId))
    .where(board === 'biggest-recent' ? gt(wins.createdAt, new Date(Date.now() - RECENT_MS)) : undefined)
    .orderBy(board === 'latest' ? desc(wins.createdAt) : desc(wins.amount), desc(wins.id))
    .limit(count);
  return rows.map((row) => ({
    fakename: row.uid ? displayName(row.uid, row.fakename) : 'Guest',
    game: { sysname: row.sysname, name: row.name },
    amount: toMoney(row.amount, row.currency),
    created_at: row.createdAt.toISOString(),
  }));
}
