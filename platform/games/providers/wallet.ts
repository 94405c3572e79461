import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games, providerTransactions } from '../../db/schema';
import type { Bus } from '../../realtime/bus';
import { toMoney } from '../../services/money';
import { GAME_ROUND } from '../../services/rounds';
import { publishBalances, withWallet } from '../../services/wallet/ledger';
import { placeBet } from './bet';
import { answerOf, refuse, type Locked, type Outcome } from './locked';
import { rollBack } from './rollback';
import { betStanding, extendToken, resolveToken } from './tokens';
import { fingerprintOf, type WalletAnswer, type WalletCall } from './wire';
import { creditWin } from './win';

/**
 * Answers one verified, well-formed call (docs/providers.md §1). Everything about the player's money
 * happens under their wallet's lock, in one transaction: the replay of a transaction id already
 * processed, the checks, the ledger entries, the round and the record of the answer. After commit:
 * the live balance push and the round event.
 */
export async function handleCall(db: Db, provider: string, call: WalletCall, bus?: Bus): Promise<{ answer: WalletAnswer; userId: number | null }> {
  const session = await resolveToken(db, provider, call.body.token);
  const fallbackCurrency = 'currency' in call.body ? call.body.currency : 'USD';
  if (!session || session.mode !== 'real' || session.userId === null) return { answer: answerOf('TOKEN_INVALID', null, fallbackCurrency), userId: null };
  const userId = session.userId;
  const [gameRow] = await db.select().from(games).where(eq(games.id, session.gameId));
  if (!gameRow) return { answer: answerOf('TOKEN_INVALID', null, fallbackCurrency), userId };

  const outcome = await withWallet(db, userId, session.currency, async (tx, wallet): Promise<Outcome> => {
    const locked: Locked = { tx, wallet, session, provider, gameRow };
    if (call.action === 'balance') {
      const standing = await betStanding(tx, session);
      if (standing === 'blocked') return { answer: answerOf('PLAYER_BLOCKED', wallet, session.currency) };
      return { answer: answerOf(standing === 'expired' ? 'TOKEN_EXPIRED' : 'OK', wallet, session.currency) };
    }
    // rule 1: a transaction id is processed at most once; the same content answers the first answer
    const [seen] = await tx
      .select()
      .from(providerTransactions)
      .where(and(eq(providerTransactions.provider, provider), eq(providerTransactions.transactionId, call.body.transaction_id)));
    const fingerprint = fingerprintOf(call);
    if (seen) {
      if (seen.action === 'tombstone' && call.action === 'bet') return { answer: answerOf('ALREADY_ROLLED_BACK', wallet, session.currency) };
      if (seen.fingerprint === fingerprint) return { answer: seen.answer as WalletAnswer };
      return { answer: answerOf('DUPLICATE_TRANSACTION', wallet, session.currency) };
    }
    if (call.action === 'bet') {
      const standing = await betStanding(tx, session);
      const refused = standing === 'blocked' ? 'PLAYER_BLOCKED' : standing === 'expired' ? 'TOKEN_EXPIRED' : null;
      if (refused) return refuse(locked, call.action, call.body.transaction_id, fingerprint, refused);
      const outcome = await placeBet(locked, call.body, fingerprint);
      if (outcome.answer.status === 'OK') await extendToken(tx, session.id);
      return outcome;
    }
    if (call.action === 'win') return creditWin(locked, call.body, fingerprint);
    return rollBack(locked, call.body, fingerprint);
  });

  if (bus && outcome.wallet) {
    await publishBalances(bus, userId, outcome.wallet);
    for (const { event, payload } of outcome.events ?? []) await bus.publish(userId, event, payload).catch(() => undefined);
    if (outcome.round) {
      const { id, bet, win } = outcome.round;
      const currency = session.currency;
      await bus
        .publish(userId, GAME_ROUND, { round_id: id.toString(), game: gameRow.sysname, mode: 'real', bet: toMoney(bet, currency), win: toMoney(win, currency), currency, is_freespin: false, provider })
        .catch(() => undefined);
    }
  }
  return { answer: outcome.answer, userId };
}

