'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { whenLoadedAndIdle } from '../idle';
import type { AnalyticsConsent as Consent } from './analytics-consent';

// The consent banner and the tools' loader: a chunk of their own, requested only where analytics are configured and not declined.
const AnalyticsConsent = dynamic(() => import('./analytics-consent').then((m) => m.AnalyticsConsent));

export type StartupProps = { seon: boolean; scriptBase: string | null; analytics: Parameters<typeof Consent>[0] | null };

/**
 * The client mount (loaded after the page, startup-mount.tsx): once per start-up (a full page load)
 * the /hit beacon, the fingerprinting agent when `is_seon_enabled` and the security hit 3 s later,
 * all loaded when the page is idle; and, where analytics are configured and not declined, the
 * consent banner and tools.
 */
export function StartupBeacons({ seon, scriptBase, analytics }: StartupProps) {
  useEffect(
    () =>
      whenLoadedAndIdle(() => {
        void Promise.all([import('../beacons'), import('../load-script')])
          .then(([{ browserBeaconEnv, startBeacons }, { loadScript }]) => startBeacons(browserBeaconEnv((src) => loadScript(document, src)), { seon, scriptBase }))
          .catch((error) => console.warn('[beacons] not sent', error));
      }),
    // start-up only: later renders (route changes, sign-in) send nothing
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return analytics && analytics.consent !== 'denied' ? <AnalyticsConsent {...analytics} /> : null;
}
