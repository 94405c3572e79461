import { and, eq, sql } from 'drizzle-orm';
import { providerRounds, providerTransactions } from '../../db/schema';
import { postWith, type Movement } from '../../services/wallet/ledger';
import { answerOf, hasActiveBonus, record, refuse, type Locked, type Outcome } from './locked';
import type { RollbackCall, WalletAnswer, WalletStatus } from './wire';

/**
 * A rollback (rule 4): the bet's stake goes back to the balances it came from. An unknown
 * reference answers TRANSACTION_NOT_FOUND and leaves a tombstone under that id (a bet arriving
 * later under it is refused); a bet whose round has a win stays (ALREADY_SETTLED); a bet rolled
 * back already answers as its first rollback did.
 */
export async function rollBack(locked: Locked, body: RollbackCall, fingerprint: string): Promise<Outcome> {
  const { tx, wallet, provider } = locked;
  const no = (status: WalletStatus) => refuse(locked, 'rollback', body.transaction_id, fingerprint, status);
  const save = (answer: WalletAnswer, extra: { roundRef?: bigint | null; amount?: bigint; main?: bigint; bonus?: bigint } = {}) =>
    record(tx, provider, { action: 'rollback', transactionId: body.transaction_id, fingerprint, status: answer.status, answer, userId: wallet.userId, reference: body.reference_transaction_id, ...extra });
  const [bet] = await tx
    .select()
    .from(providerTransactions)
    .where(and(eq(providerTransactions.provider, provider), eq(providerTransactions.transactionId, body.reference_transaction_id)));
  if (!bet) {
    const tombstone = answerOf('ALREADY_ROLLED_BACK', null, wallet.currency);
    await tx.insert(providerTransactions).values({ provider, transactionId: body.reference_transaction_id, action: 'tombstone', userId: wallet.userId, fingerprint: 'tombstone', status: tombstone.status, answer: tombstone, referenceTransactionId: body.transaction_id });
    return no('TRANSACTION_NOT_FOUND');
  }
  if (bet.action === 'tombstone') return no('TRANSACTION_NOT_FOUND');
  if (bet.userId !== wallet.userId) return no('TRANSACTION_NOT_FOUND');
  if (bet.action !== 'bet') return no('INVALID_REQUEST');
  if (bet.rolledBack) {
    const [first] = await tx
      .select({ answer: providerTransactions.answer })
      .from(providerTransactions)
      .where(and(eq(providerTransactions.provider, provider), eq(providerTransactions.action, 'rollback'), eq(providerTransactions.referenceTransactionId, bet.transactionId), eq(providerTransactions.status, 'OK')))
      .limit(1);
    const answer = (first?.answer as WalletAnswer | undefined) ?? answerOf('OK', wallet, wallet.currency);
    await save(answer);
    return { answer };
  }
  // a refused bet moved nothing: its rollback has nothing to give back
  if (bet.status !== 'OK' || bet.roundRef === null) {
    const answer = answerOf('OK', wallet, wallet.currency, { transaction_id: body.transaction_id });
    await tx.update(providerTransactions).set({ rolledBack: true }).where(eq(providerTransactions.id, bet.id));
    await save(answer);
    return { answer };
  }
  const [won] = await tx
    .select({ id: providerTransactions.id })
    .from(providerTransactions)
    .where(and(eq(providerTransactions.roundRef, bet.roundRef), eq(providerTransactions.action, 'win'), eq(providerTransactions.status, 'OK')))
    .limit(1);
  if (won) return no('ALREADY_SETTLED');

  const toBonus = bet.bonus > 0n && (await hasActiveBonus(tx, wallet)) ? bet.bonus : 0n;
  const key = `provider:${provider}:${body.transaction_id}`;
  const reference = `${provider} rollback ${bet.transactionId}`;
  const movements: Movement[] = [];
  // the bonus money staked goes back to an active bonus, else it is gone with its bonus (never turned real)
  if (bet.main > 0n) movements.push({ balance: 'main', amount: bet.main, kind: 'rollback', reference, idempotencyKey: `${key}:rollback` });
  if (toBonus > 0n) movements.push({ balance: 'bonus', amount: toBonus, kind: 'rollback', reference, idempotencyKey: `${key}:rollback-bonus` });
  const posted = await postWith(tx, wallet, movements, []);
  await tx
    .update(providerRounds)
    .set({ bet: sql`${providerRounds.bet} - ${bet.amount}`, betMain: sql`${providerRounds.betMain} - ${bet.main}`, betBonus: sql`${providerRounds.betBonus} - ${bet.bonus}` })
    .where(eq(providerRounds.id, bet.roundRef));
  await tx.update(providerTransactions).set({ rolledBack: true }).where(eq(providerTransactions.id, bet.id));
  const answer = answerOf('OK', posted, wallet.currency, { transaction_id: body.transaction_id });
  await save(answer, { roundRef: bet.roundRef, amount: bet.amount, main: bet.main, bonus: toBonus });
  return { answer, wallet: posted };
}
