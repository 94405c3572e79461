import { and, eq, sql } from 'drizzle-orm';
import { providerRounds, providerTransactions } from '../../db/schema';
import { builtOnce } from '../../db/built';
import { roundFactValues, roundFacts, settleRound, type RoundContext } from '../../services/round-hooks';
import { keepFacts } from '../../services/round-probe';
import { postWith, rowsOf, type Movement } from '../../services/wallet/ledger';
import { answerOf, lockRound, hasActiveBonus, hookRoundId, record, refuse, type Locked, type Outcome } from './locked';
import type { WalletStatus, WinCall } from './wire';

const factsStatement = builtOnce(() => sql`select ${roundFacts()} as facts`);

/**
 * A win (0 closes a lost round): never refused for an expired token (rule 3). The share of the win
 * the bonus money staked is bonus money, as in a built-in round (while the bonus is still active;
 * an ended bonus takes it with its balance); the rest is real. The win counts for tournaments, loyalty and quests through the same hooks.
 */
export async function creditWin(locked: Locked, body: WinCall, fingerprint: string): Promise<Outcome> {
  const { tx, wallet, session, provider, gameRow } = locked;
  const no = (status: WalletStatus) => refuse(locked, 'win', body.transaction_id, fingerprint, status);
  const checked = await lockRound(locked, body, no);
  if ('refused' in checked) return checked.refused;
  const { round } = checked;
  if (!round || round.userId !== wallet.userId) return no('TRANSACTION_NOT_FOUND');
  if (round.status === 'closed') return no('ALREADY_SETTLED');
  const [live] = await tx
    .select({ id: providerTransactions.id })
    .from(providerTransactions)
    .where(and(eq(providerTransactions.roundRef, round.id), eq(providerTransactions.action, 'bet'), eq(providerTransactions.status, 'OK'), eq(providerTransactions.rolledBack, false)))
    .limit(1);
  if (!live) return no('ALREADY_ROLLED_BACK');

  const amount = BigInt(body.amount);
  // the share the bonus money staked: bonus money while the bonus is active, else gone with it (as an ended bonus's balance is)
  const bonusShare = amount > 0n && round.betBonus > 0n && round.bet > 0n ? (amount * round.betBonus) / round.bet : 0n;
  const toBonus = bonusShare > 0n && (await hasActiveBonus(tx, wallet)) ? bonusShare : 0n;
  const key = `provider:${provider}:${body.transaction_id}`;
  const reference = `${provider} round ${body.round_id}`;
  const movements: Movement[] = [];
  if (amount - bonusShare > 0n) movements.push({ balance: 'main', amount: amount - bonusShare, kind: 'win', reference, idempotencyKey: `${key}:win` });
  if (toBonus > 0n) movements.push({ balance: 'bonus', amount: toBonus, kind: 'win', reference, idempotencyKey: `${key}:win-bonus` });
  const posted = await postWith(tx, wallet, movements, []);
  await tx
    .update(providerRounds)
    .set({ win: sql`${providerRounds.win} + ${amount}`, ...(body.round_closed && { status: 'closed' as const, closedAt: new Date() }) })
    .where(eq(providerRounds.id, round.id));
  // the win's part of the round for the domains' hooks: no stake (the bet counted it), the amount won
  const context: RoundContext = { tx, userId: wallet.userId, game: gameRow, currency: session.currency, stake: 0n, isFreespin: false, freespinPack: null, wallet: posted };
  const hookId = await hookRoundId(tx);
  // the domains' facts in one statement, as a built-in round reads them: hooks with nothing to do for this player skip their reads
  const [facts] = rowsOf<{ facts: Record<string, unknown> | null }>(await factsStatement(tx, roundFactValues(context)));
  keepFacts(tx, facts?.facts ?? null);
  const settled = await settleRound({ ...context, roundId: hookId, win: amount, funding: { main: 0n, bonus: 0n } });

  const answer = answerOf('OK', settled.wallet, session.currency, { transaction_id: body.transaction_id });
  await record(tx, provider, { action: 'win', transactionId: body.transaction_id, fingerprint, status: 'OK', answer, userId: wallet.userId, roundRef: round.id, amount, main: amount - bonusShare, bonus: toBonus });
  return { answer, wallet: settled.wallet, events: settled.events, round: { id: hookId, bet: 0n, win: amount } };
}
