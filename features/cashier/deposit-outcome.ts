import type { Api } from '@/lib/api';
import { isApiError } from '@/lib/errors';
import { outcomePath, type PaymentOutcome, readPaymentOutcome } from './payment-result';
import { paths } from '@/lib/routing';

/**
 * The signed-in player's own deposit `transaction` read back from the platform (getdepositinfo,
 * settled when due): its outcome, or null when the player has no such deposit (not a number,
 * unknown, another player's). A result page shows what this says, never what its URL says.
 */
export async function depositOutcome(api: Api, transaction: string): Promise<PaymentOutcome | null> {
  try {
    return readPaymentOutcome(await api.call('getdepositinfo', { transaction }));
  } catch (error) {
    if (isApiError(error) && error.type === 'InvalidParameterException') return null;
    throw error;
  }
}

/**
 * The result page of a deposit's outcome (unprefixed path): outcomePath's, with the transaction
 * this page was asked for; a payment still waiting on its window or redirect is pending.
 */
export function depositResultPath(outcome: PaymentOutcome, transaction: string): string {
  if (outcome.kind === 'redirect' || outcome.kind === 'new-window') return paths.cashierResult('pending', transaction);
  return outcomePath(outcome.kind === 'cancel' || outcome.kind === 'mobile' ? outcome : { kind: outcome.kind, transaction });
}

/** A payment with no result yet: pending, or waiting on its payment window or redirect (its result page is the pending one). */
export const isAwaitingResult = (outcome: PaymentOutcome) => outcome.kind === 'pending' || outcome.kind === 'new-window' || outcome.kind === 'redirect';

export type ResultPage = 'success' | 'fail' | 'pending';

/**
 * Whether /cashier/pay{shown}/{transaction} may show this outcome: it is the page depositResultPath
 * names for it (so a page that does not fit redirects to one that does, never back to itself), or
 * a cancelled payment's fail page (where the payment window sends it).
 */
export function resultPageFits(shown: ResultPage, outcome: PaymentOutcome, transaction: string): boolean {
  return depositResultPath(outcome, transaction) === paths.cashierResult(shown, transaction) || (shown === 'fail' && outcome.kind === 'cancel');
}
