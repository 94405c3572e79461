import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { localeHref, notFoundMetadata, requiredSignedIn, systemPageMetadata } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { paths } from '@/lib/routing';
import { depositOutcome, depositResultPath, resultPageFits, type ResultPage } from './deposit-outcome';

type Shown = ResultPage;

const KIND = { success: 'pay-success', fail: 'pay-fail', pending: 'pay-pending' } as const;

/** The player's deposit read once per request (metadata and page ask the same). */
const readDeposit = cache(async (transaction: string, shown: Shown) =>
  requiredSignedIn(depositOutcome(createServerApi(await headers()), transaction), paths.cashierResult(shown, transaction)),
);

/** Metadata of /cashier/pay{success,fail,pending}/{transaction}: the 404's for a deposit the player does not have. */
export async function depositResultMetadata(shown: Shown, locale: string, transaction: string): Promise<Metadata> {
  const outcome = await readDeposit(transaction, shown).catch(() => null);
  if (!outcome) return notFoundMetadata(locale);
  return systemPageMetadata(KIND[shown], locale, paths.cashierResult(shown, transaction));
}

/**
 * What /cashier/pay{success,fail,pending}/{transaction} may show: the deposit's own outcome. A
 * transaction the player does not have answers 'not-found' (the page renders the 404); one whose
 * outcome is another goes to that outcome's page (a settled deposit's pending page to its result,
 * a succeeded one's fail page to its success); a cancelled deposit's fail page stays, and so does
 * the pending page of a payment still waiting on its window or redirect.
 */
export async function depositResultShown(shown: Shown, transaction: string): Promise<'shown' | 'not-found'> {
  const outcome = await readDeposit(transaction, shown);
  if (!outcome) return 'not-found';
  if (!resultPageFits(shown, outcome, transaction)) redirect(await localeHref(depositResultPath(outcome, transaction)));
  return 'shown';
}
