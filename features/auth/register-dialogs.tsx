'use client';

import dynamic from 'next/dynamic';
import { Suspense, useEffect } from 'react';
import { AUTH_DIALOG_ID, registerDialog } from '@/features/shell';
import type { AuthPopupBanner, FormFieldSets } from '@/lib/cms';
import { CONFIRM_EMAIL_DIALOG_ID, UNSEEN_CASHBACK_DIALOG_ID } from './after-auth';
import { AUTH_CONFIG, type AuthConfig } from './config';
import { AUTH_MESSAGE_NAMESPACES } from './messages';
import { useAuthStore } from './store';

// Lazy: the popup's code loads when it first opens, not with the page.
registerDialog(
  AUTH_DIALOG_ID,
  dynamic(() => import('./components/auth-dialog').then((m) => m.AuthDialog)),
  { namespaces: AUTH_MESSAGE_NAMESPACES },
);
// The popups queued after sign-up and sign-in (SPEC §4).
registerDialog(CONFIRM_EMAIL_DIALOG_ID, dynamic(() => import('./components/confirm-email-dialog').then((m) => m.ConfirmEmailDialog)), { namespaces: ['popups'] });
registerDialog(UNSEEN_CASHBACK_DIALOG_ID, dynamic(() => import('./components/unseen-cashback-dialog').then((m) => m.UnseenCashbackDialog)), { namespaces: ['popups'] });

// The watchers render nothing and need the API client and form schemas (zod): they load after the
// page, keeping that code out of every page's first-load JavaScript.
const PopupQueryWatcher = dynamic(() => import('./components/popup-query-watcher').then((m) => m.PopupQueryWatcher), { ssr: false });
const SocialAuthEffects = dynamic(() => import('./social/social-auth-effects').then((m) => m.SocialAuthEffects), { ssr: false });

type Props = {
  formFields: FormFieldSets;
  banner?: AuthPopupBanner | null;
  signedIn: boolean;
  /** §3 Auth config options that differ from AUTH_CONFIG (e.g. `{ characterSelect: true }`). */
  config?: Partial<AuthConfig>;
};

/** Render once from a layout: makes `auth` openable, hands it the CMS field sets, side banner and auth config and watches the popup query keys. */
export function AuthDialogs({ formFields, banner = null, signedIn, config }: Props) {
  useEffect(() => {
    useAuthStore.setState({ formFields, banner, config: { ...AUTH_CONFIG, ...config } });
  }, [formFields, banner, config]);
  return (
    <Suspense fallback={null}>
      <PopupQueryWatcher signedIn={signedIn} />
      <SocialAuthEffects signedIn={signedIn} />
    </Suspense>
  );
}
