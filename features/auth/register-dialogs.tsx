'use client';

import dynamic from 'next/dynamic';
import { Suspense, useEffect } from 'react';
import { AUTH_DIALOG_ID, registerDialog } from '@/features/shell';
import type { AuthPopupBanner, FormFieldSets } from '@/lib/cms';
import { useAuthStore } from './store';

// Lazy: the popup's code loads when it first opens, not with the page.
registerDialog(
  AUTH_DIALOG_ID,
  dynamic(() => import('./components/auth-dialog').then((m) => m.AuthDialog)),
);

// The watchers render nothing and need the API client and form schemas (zod): they load after the
// page, keeping that code out of every page's first-load JavaScript.
const PopupQueryWatcher = dynamic(() => import('./components/popup-query-watcher').then((m) => m.PopupQueryWatcher), { ssr: false });
const SocialAuthEffects = dynamic(() => import('./social/social-auth-effects').then((m) => m.SocialAuthEffects), { ssr: false });

type Props = { formFields: FormFieldSets; banner?: AuthPopupBanner | null; signedIn: boolean };

/** Render once from a layout: makes `auth` openable, hands it the CMS field sets and side banner and watches the popup query keys. */
export function AuthDialogs({ formFields, banner = null, signedIn }: Props) {
  useEffect(() => {
    useAuthStore.setState({ formFields, banner });
  }, [formFields, banner]);
  return (
    <Suspense fallback={null}>
      <PopupQueryWatcher signedIn={signedIn} />
      <SocialAuthEffects signedIn={signedIn} />
    </Suspense>
  );
}
