'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { isDialogOpen, registerDialog, useDialogStore } from '@/features/shell';
import { browserApi } from '@/lib/api';
import { INACTIVITY_DIALOG_ID, inactivityPhase, limitFor, type InactivityLimits } from '../inactivity';

registerDialog(INACTIVITY_DIALOG_ID, dynamic(() => import('./inactivity-dialog').then((m) => m.InactivityDialog)), { namespaces: ['Inactivity'] });

const ACTIVITY_EVENTS = ['keydown', 'click', 'scroll'] as const;

/**
 * SPEC §4: a signed-in player idle (no key, click, scroll or navigation) for time_to_force_logout
 * seconds — or the cashier's and profile pages' own limits — is signed out and sent home; a
 * warning with a countdown shows during the last 20 % and closes on activity.
 */
export function InactivityGuard({ homeHref }: { homeHref: string }) {
  const pathname = usePathname();
  const [limits, setLimits] = useState<InactivityLimits | null>(null);
  const lastActivity = useRef(0);

  useEffect(() => {
    browserApi.call('metadata/getgeneralinfo').then(setLimits, () => undefined);
  }, []);

  useEffect(() => {
    lastActivity.current = Date.now(); // navigation counts as activity
  }, [pathname]);

  useEffect(() => {
    const touch = () => {
      lastActivity.current = Date.now();
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, touch, { capture: true, passive: true });
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, touch, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (!limits) return;
    const timer = setInterval(() => {
      const state = inactivityPhase(Date.now() - lastActivity.current, limitFor(pathname, limits));
      const store = useDialogStore.getState();
      const open = isDialogOpen(INACTIVITY_DIALOG_ID)(store);
      if (state.phase === 'warning' && !open) {
        store.open(INACTIVITY_DIALOG_ID, { deadline: Date.now() + state.secondsLeft * 1000 }, { type: 'confirm' });
      } else if (state.phase === 'active' && open) {
        void store.close(INACTIVITY_DIALOG_ID, { force: true });
      } else if (state.phase === 'expired') {
        clearInterval(timer);
        void store.close(INACTIVITY_DIALOG_ID, { force: true });
        browserApi.call('logout').finally(() => window.location.assign(homeHref));
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [limits, pathname, homeHref]);

  return null;
}
