'use client';

import { useRouter } from 'next/navigation';
import { paths } from '@/lib/routing';
import { readRedirectUrl } from '../config';
import { useLocalize } from './use-localize';

/**
 * Where to go once signed in: after login the page's server data is refreshed and a redirectUrl
 * (internal only) is followed; after registration the cashier deposit page, or the redirectUrl.
 */
export function useAfterAuth() {
  const router = useRouter();
  const localize = useLocalize();
  const redirectUrl = () => readRedirectUrl(typeof window === 'undefined' ? null : window.location.search);
  return {
    loginTarget: () => redirectUrl(),
    registrationTarget: () => redirectUrl() ?? localize(paths.cashierDeposit()),
    go: (target: string | null) => {
      if (target) router.push(target);
      router.refresh();
    },
  };
}
