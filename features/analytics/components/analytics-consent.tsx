'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useAccountUid } from '@/features/account';
import { setAnalytics, type Analytics } from '@/lib/analytics';
import { createBuffer } from '../buffer';
import { consentCookie, type Consent } from '../consent';
import { whenLoadedAndIdle } from '../idle';
import type { AnalyticsRuntime, AnalyticsSetup } from '../runtime';

export type ConsentLabels = { title: string; text: string; accept: string; decline: string };

type Props = AnalyticsSetup & {
  /** The choice the server read from the cookie (null: not made yet). */
  consent: Consent | null;
  /** The visitor's uid (0: a visitor); absent on a player shell (the browser's account then). */
  uid?: number;
  labels: ConsentLabels;
};

/**
 * SPEC §9 analytics behind the visitor's consent. Nothing of the tools is in the page: without a
 * yes (remembered in a cookie for a year) no tool's script is requested; with it the runtime loads
 * when the page is idle, gets the events held meanwhile, identifies a signed-in player and forgets
 * them after sign-out. The banner is a labelled region (not modal): the page stays usable.
 */
export function AnalyticsConsent({ consent: initial, uid: knownUid, labels, tools, scriptBase, locales }: Props) {
  const [consent, setConsent] = useState(initial);
  const uid = useAccountUid(knownUid);
  const pathname = usePathname();
  const state = useRef<{ buffer: ReturnType<typeof createBuffer>; previous: Analytics; runtime?: AnalyticsRuntime } | null>(null);
  const latest = useRef({ uid, pathname });
  const firstConsent = useRef(initial);
  useEffect(() => {
    latest.current = { uid, pathname };
  });

  // Hold the events of this page until the visitor decides (a no forgets them).
  useEffect(() => {
    if (tools.length === 0 || firstConsent.current === 'denied') return;
    const buffer = createBuffer();
    const previous = setAnalytics(buffer.sink);
    state.current = { buffer, previous };
    return () => {
      state.current?.runtime?.stop();
      setAnalytics(previous);
      state.current = null;
    };
  }, [tools.length]);

  useEffect(() => {
    const held = state.current;
    if (!held) return;
    if (consent === 'denied') {
      held.buffer.drop();
      setAnalytics(held.previous);
      return;
    }
    if (consent !== 'granted' || held.runtime) return;
    return whenLoadedAndIdle(() => {
      void import('../runtime')
        .then(({ startAnalytics }) => {
          if (state.current !== held || held.runtime) return;
          held.runtime = startAnalytics({ tools, scriptBase, locales }, held.previous);
          held.buffer.flush(held.runtime);
          held.runtime.user(latest.current.uid);
          held.runtime.route(latest.current.pathname);
        })
        .catch((error) => console.warn('[analytics] not loaded', error));
    });
  }, [consent, tools, scriptBase, locales]);

  useEffect(() => state.current?.runtime?.user(uid), [uid]);
  useEffect(() => state.current?.runtime?.route(pathname), [pathname]);

  if (tools.length === 0 || consent !== null) return null;
  const choose = (choice: Consent) => {
    document.cookie = consentCookie(choice, window.location.protocol === 'https:');
    setConsent(choice);
  };
  return (
    <section
      aria-labelledby="analytics-consent-title"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-(--border) bg-(--surface) p-4 shadow-lg sm:inset-x-auto sm:end-4 sm:bottom-4 sm:max-w-md sm:rounded-xl sm:border"
    >
      <h2 id="analytics-consent-title" className="text-base font-semibold">
        {labels.title}
      </h2>
      <p className="mt-1 text-sm text-(--muted)">{labels.text}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="h-10 rounded-lg bg-brand-500 px-4 text-sm font-semibold text-black hover:bg-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400" onClick={() => choose('granted')}>
          {labels.accept}
        </button>
        <button type="button" className="h-10 rounded-lg border border-(--border) px-4 text-sm font-semibold hover:bg-(--surface-2) focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400" onClick={() => choose('denied')}>
          {labels.decline}
        </button>
      </div>
    </section>
  );
}
