import { eq } from 'drizzle-orm';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../../db/client';
import { games } from '../../db/schema';
import { awardBonus, awardFreeSpins } from '../bonuses';
import { textIn, type LocalizedText } from '../localized';
import { post, writtenKeys, type WalletRow } from '../wallet/ledger';
import { convertMinor } from './currency';

/**
 * A prize as tournaments, the wheel and the shop describe it (amounts in minor units):
 * money `{ amount }`, bonus `{ amount, wager }`, freespins `{ game, count, bet }`.
 */
export type Prize =
  | { type: 'money'; amount: number }
  | { type: 'bonus'; amount: number; wager?: number }
  | { type: 'freespins'; game: string; count: number; bet: number };

/**
 * `title` may be given per locale: the ledger entry keeps it in en-US, a bonus and a free-spins pack
 * per locale (their reads answer the request's locale). `currency` is the prize's currency (the
 * campaign's, the tournament's, the shop's): amounts are paid converted into the wallet's currency.
 */
export type PrizeTarget = { tx: Db; userId: number; wallet: WalletRow; source: string; title: LocalizedText; key: string; currency: string };

/**
 * A prize in the wallet's currency: money, bonus amounts and a free-spin bet converted at the
 * platform's rates (whole minor units, rounded down; a free-spin bet at least one minor unit).
 * A currency without a rate answers InvalidParameter `currency: ['currency_mismatch']`.
 */
export function prizeIn(prize: Prize, from: string, to: string): Prize {
  const convert = (minor: number) => {
    const out = convertMinor(BigInt(minor), from, to);
    if (out === null) throw PlatformError.invalidParameters({ currency: ['currency_mismatch'] });
    return Number(out);
  };
  if (prize.type === 'freespins') return { ...prize, bet: Math.max(1, convert(prize.bet)) };
  return { ...prize, amount: convert(prize.amount) };
}

/** Reads a prize from stored JSON, or null when it is none of the three. */
export function prizeOf(value: Record<string, unknown> | null | undefined): Prize | null {
  if (!value) return null;
  const num = (k: string) => (typeof value[k] === 'number' ? (value[k] as number) : Number.NaN);
  if (value.type === 'money' && num('amount') > 0) return { type: 'money', amount: num('amount') };
  if (value.type === 'bonus' && num('amount') > 0) return { type: 'bonus', amount: num('amount'), wager: Number.isFinite(num('wager')) ? num('wager') : 0 };
  if (value.type === 'freespins' && typeof value.game === 'string' && num('count') > 0 && num('bet') > 0) return { type: 'freespins', game: value.game, count: num('count'), bet: num('bet') };
  return null;
}

/**
 * Pays a prize to the player whose wallet the caller holds locked, in the caller's transaction:
 * money through the ledger (main balance, idempotency key `key`), a bonus and free spins through
 * the bonus engine (a bonus with its wagering terms; a pack of the named game). The caller makes the
 * award happen once (a claimed tournament, a recorded spin, a purchase entry). Amounts are converted
 * from `target.currency` into the wallet's (prizeIn). Answers the wallet after it.
 */
export async function payPrize(target: PrizeTarget, original: Prize): Promise<WalletRow> {
  const { tx, wallet, key } = target;
  const prize = prizeIn(original, target.currency, wallet.currency);
  if (prize.type !== 'freespins' && prize.amount <= 0) return wallet;
  if (prize.type === 'money') {
    if ((await writtenKeys(tx, [key])).has(key)) return wallet;
    return post(tx, wallet, [{ balance: 'main', amount: BigInt(prize.amount), kind: `${target.source}_prize`, reference: textIn(target.title), idempotencyKey: key }]);
  }
  if (prize.type === 'bonus') {
    const awarded = await awardBonus(tx, { userId: target.userId, currency: wallet.currency, amount: BigInt(prize.amount), wagerMultiplier: prize.wager ?? 0, source: target.source, title: target.title });
    return awarded.wallet;
  }
  const [game] = await tx.select({ id: games.id }).from(games).where(eq(games.sysname, prize.game));
  if (!game) throw PlatformError.invalidParameters({ game: ['not_found'] });
  await awardFreeSpins(tx, { userId: target.userId, gameId: game.id, count: prize.count, bet: BigInt(prize.bet), currency: wallet.currency, source: target.source, description: { title: target.title } });
  return wallet;
}
