'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { captureBackUrl } from '../back-url';

/** Keeps a navigation's backUrl (SPEC §2) for the flow that will follow it. */
export function BackUrlCapture({ allowlist }: { allowlist: readonly string[] }) {
  const pathname = usePathname();
  const search = useSearchParams();
  useEffect(() => {
    if (search.has('backUrl')) captureBackUrl(new URL(window.location.href), allowlist, window.localStorage);
  }, [pathname, search, allowlist]);
  return null;
}
