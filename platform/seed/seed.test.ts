import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_TYPES } from '@/lib/contract';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { migratedPglite } from '../test/template';
import { seedDemo } from '.';

describe('demo seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await migratedPglite();
  });
  afterAll(() => database.close());

  const counts = async () => {
    const tables = { users: schema.users, providers: schema.gameProviders, games: schema.games, categories: schema.gameCategories, links: schema.gameCategoryGames, tournaments: schema.tournaments, offers: schema.offers, banners: schema.banners, ledger: schema.ledgerEntries, wins: schema.wins, settings: schema.settings };
    const out: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) out[name] = (await database.db.select({ n: count() }).from(table))[0]!.n;
    return out;
  };

  it('seeds the demo content and is idempotent', async () => {
    await seedDemo(database.db);
    const first = await counts();
    expect(first).toMatchObject({ users: 3, providers: 15, games: 60, categories: 8, tournaments: 4, ledger: 3, wins: 5, settings: 0 });
    await seedDemo(database.db);
    expect(await counts()).toEqual(first);
  });

  it('covers every game type and keeps ledger sums equal to wallet balances', async () => {
    const types = await database.db.selectDistinct({ type: schema.games.type }).from(schema.games);
    expect(types.map((t) => t.type).sort()).toEqual([...GAME_TYPES].sort());
    const sumOf = (balance: string) =>
      sql`coalesce((select sum(l.amount) from ${schema.ledgerEntries} l where l.wallet_id = ${schema.wallets.id} and l.balance = ${balance}), 0)`;
    const mismatched = await database.db
      .select({ id: schema.wallets.id })
      .from(schema.wallets)
      .where(sql`${schema.wallets.balanceMain} <> ${sumOf('main')} or ${schema.wallets.balanceFun} <> ${sumOf('fun')}`);
    expect(mismatched).toEqual([]);
  });
});
