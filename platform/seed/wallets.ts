import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { applyMovements, type Movement } from '../services/wallets';

/** Opening balances by login (lower case), in USD minor units. */
export type OpeningBalances = Record<string, Partial<Record<'main' | 'fun', bigint>>>;

/**
 * A USD wallet for each demo player with its opening balance as 'seed' ledger entries keyed
 * `seed:{uid}:{balance}`: seeding again writes nothing, so ledger sums equal balances.
 */
export async function seedWallets(db: Db, opening: OpeningBalances): Promise<void> {
  const logins = Object.keys(opening);
  const rows = await db
    .select({ uid: users.uid, login: sql<string>`lower(${users.login})` })
    .from(users)
    .where(sql`lower(${users.login}) in ${logins}`);
  for (const { uid, login } of rows) {
    const movements: Movement[] = Object.entries(opening[login] ?? {}).map(([balance, amount]) => ({
      balance: balance as 'main' | 'fun',
      amount: amount!,
      kind: 'seed',
      reference: 'demo seed',
      idempotencyKey: `seed:${uid}:${balance}`,
    }));
    await applyMovements(db, { userId: uid, currency: 'USD' }, movements);
  }
}
