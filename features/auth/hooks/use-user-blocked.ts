'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useLocalize } from '@/features/system';
import { paths } from '@/lib/routing';

/**
 * Leads to the user-blocked page (SPEC §6, §8) when a sign-in answered UserBanned: the fatal
 * page a banned player's session would get, with its way to support.
 */
export function useShowUserBlocked(): () => void {
  const router = useRouter();
  const localize = useLocalize();
  return useCallback(() => router.replace(localize(paths.userBlocked())), [router, localize]);
}
