import type { MethodResult } from '@/lib/contract';

/** Dialog ids of the popups queued after sign-up and sign-in (SPEC §2, §4). */
export const CONFIRM_EMAIL_DIALOG_ID = 'confirm-email';
export const UNSEEN_CASHBACK_DIALOG_ID = 'unseen-cashback';

export type Cashback = MethodResult<'cashbacks/get'>[number];

/** §9: the unseen-cashback check asks for one item, the newest active one by end date. */
export const UNSEEN_CASHBACK_QUERY = { count: 1, statuses: ['active'], sort: 'end_date', order: 'desc' } as const;

/** An active cashback that can still be paid out: its claim-by time (if any) is still ahead. */
function isClaimable(cashback: Pick<Cashback, 'status' | 'receiving_expired_at'>, now = Date.now()): boolean {
  if (cashback.status !== 'active') return false;
  return cashback.receiving_expired_at === null || Date.parse(cashback.receiving_expired_at) > now;
}

/**
 * §4 Cashback: the newest cashback is shown when its id differs from the stored last-seen id and it is
 * active (and still claimable), or paid out without an expiry of receipt.
 */
export function pickUnseenCashback(list: readonly Cashback[], seenId: string | null | undefined, now = Date.now()): Cashback | null {
  const newest = list[0];
  if (!newest || String(newest.id) === seenId) return null;
  const showable = isClaimable(newest, now) || (newest.status === 'paid_out' && newest.receiving_expired_at === null);
  return showable ? newest : null;
}

/** The address a registration payload's confirmation link goes to: the e-mail, else a login that is one. */
export function registeredEmail(payload: Readonly<Record<string, unknown>>): string | null {
  const email = typeof payload.email === 'string' ? payload.email.trim() : '';
  if (email) return email;
  const login = typeof payload.login === 'string' ? payload.login.trim() : '';
  return login.includes('@') ? login : null;
}

/** What a finished registration hands on. */
export type Registered = { email: string | null; promoCode?: string | null };
