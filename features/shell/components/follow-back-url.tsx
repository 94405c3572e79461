'use client';

import { useEffect } from 'react';
import { takeBackUrl } from '../back-url';

/** On arrival (e.g. the pay-success page) follows a stored backUrl as an external redirect, once. */
export function FollowBackUrl({ storageKey, allowlist }: { storageKey: string; allowlist: readonly string[] }) {
  useEffect(() => {
    const target = takeBackUrl(storageKey, window.location.origin, allowlist, window.localStorage);
    if (target) window.location.assign(target);
  }, [storageKey, allowlist]);
  return null;
}
