'use client';

import dynamic from 'next/dynamic';
import { Suspense, useEffect } from 'react';
import { AUTH_DIALOG_ID, registerDialog } from '@/features/shell';
import type { AuthPopupBanner, FormFieldSets } from '@/lib/cms';
import { PopupQueryWatcher } from './components/popup-query-watcher';
import { SocialAuthEffects } from './social/social-auth-effects';
import { useAuthStore } from './store';

// Lazy: the popup's code loads when it first opens, not with the page.
registerDialog(
  AUTH_DIALOG_ID,
  dynamic(() => import('./components/auth-dialog').then((m) => m.AuthDialog)),
);

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
