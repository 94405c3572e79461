import { and, eq } from 'drizzle-orm';
import type { Balances } from '@/lib/contract';
import type { Db } from '../db/client';
import { wallets } from '../db/schema';
import { toMoney } from './money';

/** Balances of a user's wallet in `currency`; zeros when the wallet does not exist yet. */
export async function readBalances(db: Db, userId: number, currency: string): Promise<Balances> {
  const [wallet] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.userId, userId), eq(wallets.currency, currency)))
    .limit(1);
  return {
    balance_main: toMoney(wallet?.balanceMain ?? 0n, currency),
    balance_bonus: toMoney(wallet?.balanceBonus ?? 0n, currency),
    balance_betting_bonus: toMoney(wallet?.balanceBettingBonus ?? 0n, currency),
    balance_fun: toMoney(wallet?.balanceFun ?? 0n, currency),
  };
}

export function zeroBalances(currency: string): Balances {
  const zero = toMoney(0n, currency);
  return { balance_main: zero, balance_bonus: zero, balance_betting_bonus: zero, balance_fun: zero };
}
