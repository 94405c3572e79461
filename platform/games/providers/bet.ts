import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PlatformError } from '@/lib/errors';
import { providerRounds } from '../../db/schema';
import { checkRound, fundRound, roundWrites, settleRound, type Funding, type RoundContext } from '../../services/round-hooks';
import type { Write } from '../../db/built';
import { feedJackpots, jackpotShares, potTermsQuery, winningPot, type JackpotHit, type PotTerms } from '../../services/jackpot-feed';
import { postWith, rowsOf, type Movement } from '../../services/wallet/ledger';
import { answerOf, lockRound, hookRoundId, record, refuse, type Locked, type Outcome } from './locked';
import type { BetCall, WalletStatus } from './wire';

/** Which status a refusal of the operator's rules takes: short of money, or any other rule (limits, time-out, exclusion, bonus maximum bet). */
function refusalOf(error: PlatformError): WalletStatus {
  const data = error.data as Record<string, unknown> | null;
  const amount = data && Array.isArray(data.amount) ? data.amount : [];
  return amount.includes('insufficient_funds') ? 'INSUFFICIENT_FUNDS' : 'LIMIT_REACHED';
}

/**
 * A bet: the operator's rules exactly as for a built-in round (round-hooks: protection checks,
 * the bonus engine's funding and maximum bet, then wagering, loyalty, tournaments and quests once
 * posted), one ledger entry per balance it takes from, the round opened or added to, and the
 * operator's jackpots fed (and maybe won) by the stake.
 */
export async function placeBet(locked: Locked, body: BetCall, fingerprint: string): Promise<Outcome> {
  const { tx, wallet, session, provider, gameRow } = locked;
  const no = (status: WalletStatus) => refuse(locked, 'bet', body.transaction_id, fingerprint, status);
  const checked = await lockRound(locked, body, no);
  if ('refused' in checked) return checked.refused;
  const { round } = checked;
  if (round && (round.userId !== wallet.userId || round.gameId !== gameRow.id)) return no('INVALID_REQUEST');
  if (round?.status === 'closed') return no('ALREADY_SETTLED');

  const stake = BigInt(body.amount);
  const context: RoundContext = { tx, userId: wallet.userId, game: gameRow, currency: session.currency, stake, isFreespin: false, freespinPack: null, wallet };
  let funding: Funding;
  try {
    await checkRound(context);
    funding = await fundRound(context);
  } catch (error) {
    if (error instanceof PlatformError) return no(refusalOf(error));
    throw error;
  }

  const [row] = round
    ? await tx
        .update(providerRounds)
        .set({ bet: sql`${providerRounds.bet} + ${stake}`, betMain: sql`${providerRounds.betMain} + ${funding.main}`, betBonus: sql`${providerRounds.betBonus} + ${funding.bonus}` })
        .where(eq(providerRounds.id, round.id))
        .returning()
    : await tx
        .insert(providerRounds)
        .values({ provider, roundId: body.round_id, userId: wallet.userId, gameId: gameRow.id, currency: session.currency, bet: stake, betMain: funding.main, betBonus: funding.bonus })
        .returning();
  const key = `provider:${provider}:${body.transaction_id}`;
  const reference = `${provider} round ${body.round_id}`;
  const movements: Movement[] = [];
  if (funding.main > 0n) movements.push({ balance: 'main', amount: -funding.main, kind: 'bet', reference, idempotencyKey: `${key}:bet` });
  if (funding.bonus > 0n) movements.push({ balance: 'bonus', amount: -funding.bonus, kind: 'bet', reference, idempotencyKey: `${key}:bet-bonus` });
  const hookId = await hookRoundId(tx);
  const writes = roundWrites(context);
  // the operator's jackpots: a provider stake feeds the pots of the title's tags and may win one, as a built-in round's does
  const jackpot = await jackpotOf(context, hookId);
  if (jackpot.share) writes.push(jackpot.share);
  if (jackpot.hit && jackpot.hit.amount > 0n) movements.push({ balance: 'main', amount: jackpot.hit.amount, kind: 'jackpot', reference: `${reference} ${jackpot.hit.sysname}`, idempotencyKey: `${key}:jackpot` });
  const posted = await postWith(tx, wallet, movements, writes);
  const settled = await settleRound({ ...context, wallet: posted, roundId: hookId, win: 0n, funding });

  const answer = answerOf('OK', settled.wallet, session.currency, { transaction_id: body.transaction_id });
  await record(tx, provider, { action: 'bet', transactionId: body.transaction_id, fingerprint, status: 'OK', answer, userId: wallet.userId, roundRef: row!.id, amount: stake, main: funding.main, bonus: funding.bonus });
  return { answer, wallet: settled.wallet, events: settled.events, round: { id: hookId, bet: stake, win: 0n } };
}

/**
 * A provider stake's part in the operator's jackpots: the terms of the pots of the title's tags,
 * then the draw (a fresh random seed per bet: the studio's round has no fairness inputs of ours);
 * a win locks and feeds the pots and pays the hit (feedJackpots), else the stake's shares go out
 * with the bet's ledger entries.
 */
async function jackpotOf(round: RoundContext, hookId: bigint): Promise<{ share?: Write; hit?: JackpotHit | null }> {
  if (round.stake <= 0n || round.game.tags.length === 0) return {};
  const [row] = rowsOf<{ pots: PotTerms[] | null }>(await round.tx.execute(sql`select ${potTermsQuery(round.currency, round.game.tags)} as pots`));
  const pots = row?.pots ?? [];
  const fair = { serverSeed: randomBytes(32).toString('hex'), clientSeed: `provider:${hookId}`, nonce: 0 };
  if (!winningPot(pots, fair)) return { share: jackpotShares(pots, round.stake) ?? undefined };
  return { hit: await feedJackpots(round.tx, { id: hookId, userId: round.userId, gameId: round.game.id, tags: round.game.tags, currency: round.currency, stake: round.stake, fair }) };
}
