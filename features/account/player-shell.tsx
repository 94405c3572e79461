'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { accountQuery, useAccount } from './api';

/**
 * The player's uid where the layout may not know it: `known` when the layout read the account (no
 * request), else the account the browser asked for (a player shell, docs/decisions/0011), 0 until
 * it comes and for a guest.
 */
export function useAccountUid(known: number | undefined): number {
  const { data } = useQuery({ ...accountQuery(), enabled: known === undefined });
  return known ?? data?.uid ?? 0;
}

/** The header's login on a player shell: the account the browser asked for (empty until it comes). */
export function AccountLogin() {
  return <>{useAccount().data?.login ?? ''}</>;
}

/**
 * On a player shell: a session that ended between the server's check and the browser's getInfo
 * (it expired, another tab signed out) leaves a signed-in chrome around a guest. Load the page
 * again: the server then renders it for a guest (or sends a guarded page's visitor to sign in).
 */
export function ShellAccountCheck() {
  const { data } = useAccount();
  const checked = useRef(false);
  useEffect(() => {
    // Only the first answer counts: a sign-out later on this page is the sign-out's to handle.
    if (data === undefined || checked.current) return;
    checked.current = true;
    if (data.uid <= 0) window.location.reload();
  }, [data]);
  return null;
}
