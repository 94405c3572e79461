import { and, eq } from 'drizzle-orm';
import type { Balances } from '@/lib/contract';
import type { Db } from '../db/client';
import { wallets } from '../db/schema';
import { settleDue } from './payments/settle';
import { toMoney } from './money';
import { balancesOf } from './wallet/ledger';

export { applyMovements, balancesOf, BALANCE_UPDATED, ledgerDrift, post, publishBalances, withWallet, type Movement, type WalletRow } from './wallet/ledger';

/**
 * Balances of a user's wallet in `currency`; zeros when the wallet does not exist yet. Pending
 * payments whose time has come are settled first, so nothing waits for a timer lost in a restart.
 */
export async function readBalances(db: Db, userId: number, currency: string): Promise<Balances> {
  await settleDue(db, { userId });
  const [wallet] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.userId, userId), eq(wallets.currency, currency)))
    .limit(1);
  return wallet ? balancesOf(wallet) : zeroBalances(currency);
}

export function zeroBalances(currency: string): Balances {
  const zero = toMoney(0n, currency);
  return { balance_main: zero, balance_bonus: zero, balance_betting_bonus: zero, balance_fun: zero };
}
