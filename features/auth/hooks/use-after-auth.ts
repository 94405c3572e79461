'use client';

import { useRouter } from 'next/navigation';
import { AUTH_DIALOG_ID, useDialogStore } from '@/features/shell';
import { hasDangerousProtocol, isInternalPath, paths } from '@/lib/routing';
import { readRedirectUrl } from '../config';
import { useLocalize } from '@/features/system';

/**
 * Where the open auth popup was asked to return (its `redirectUrl` prop, an internal path): a game
 * page opens it so that the player comes back to the game, which then loads in real mode.
 */
function popupReturnTo(): string | null {
  const value = useDialogStore.getState().stack.find((e) => e.id === AUTH_DIALOG_ID)?.props.redirectUrl;
  return typeof value === 'string' && isInternalPath(value) && !hasDangerousProtocol(value) ? value : null;
}

/**
 * Where to go once signed in: after login the page's server data is refreshed and a redirectUrl
 * (internal only; the popup's own first) is followed; after registration the cashier deposit page,
 * or the redirectUrl.
 */
export function useAfterAuth() {
  const router = useRouter();
  const localize = useLocalize();
  const redirectUrl = () => popupReturnTo() ?? readRedirectUrl(typeof window === 'undefined' ? null : window.location.search);
  return {
    loginTarget: () => redirectUrl(),
    registrationTarget: () => redirectUrl() ?? localize(paths.cashierDeposit()),
    /** A self-excluded player signed in only to withdraw what is left (SPEC protection): the withdrawal page. */
    withdrawalTarget: () => localize(paths.cashierWithdraw()),
    go: (target: string | null) => {
      if (target) router.push(target);
      router.refresh();
    },
  };
}
