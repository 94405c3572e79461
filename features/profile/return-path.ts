import { paths } from '@/lib/routing';

/**
 * Where the fill-profile flow returns after saving (`from` of /profile/settings, SPEC §2): the
 * cashier's deposit or withdrawal, or an internal path; anything else (another site) is ignored.
 */
export function returnPathOf(from: string | string[] | undefined): string | null {
  if (typeof from !== 'string' || from === '') return null;
  if (from === 'deposit') return paths.cashierDeposit();
  if (from === 'withdraw' || from === 'withdrawal') return paths.cashierWithdraw();
  return /^\/(?![/\\])[^\s]*$/.test(from) ? from : null;
}
