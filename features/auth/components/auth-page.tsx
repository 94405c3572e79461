'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import type { FormFieldSets } from '@/lib/cms';
import { frameOrigins, postToParent } from '../frame';
import { FrameCookieAccess } from '../framed/frame-cookie-access';
import { useAfterAuth } from '../hooks/use-after-auth';
import { useLocalize } from '@/features/system';
import { AuthViews, type AuthViewName } from './auth-views';

type Props = {
  view: 'authorization' | 'registration';
  formFields: FormFieldSets;
  /** FRAME_ALLOWLIST: origins (or hosts) of parents allowed to receive messages. */
  frameAllowlist: string;
};

/**
 * The standalone /forms/sign_in and /forms/sign_up (empty layout): the popup's views inline.
 * Inside an allow-listed parent frame it posts checkIframe on load and refresh_user + redirect
 * after success; on its own it navigates itself.
 */
export function AuthPage({ view: initial, formFields, frameAllowlist }: Props) {
  const t = useTranslations('AuthPopup');
  const [view, setView] = useState<AuthViewName>(initial);
  const origins = useMemo(() => frameOrigins(frameAllowlist), [frameAllowlist]);
  const after = useAfterAuth();
  const localize = useLocalize();

  useEffect(() => {
    postToParent({ type: 'checkIframe', path: `${window.location.pathname}${window.location.search}` }, origins);
  }, [origins]);

  const finish = (target: string | null) => {
    const url = target ?? localize('/');
    const posted = postToParent({ type: 'refresh_user' }, origins);
    if (posted) postToParent({ type: 'redirect', url }, origins);
    else after.go(url);
  };

  return (
    <section aria-labelledby="auth-page-title" className="flex flex-col gap-6 rounded-2xl bg-(--surface) p-6 shadow-xl">
      <h1 id="auth-page-title" className="text-2xl font-semibold">
        {t(`titles.${view}`)}
      </h1>
      <FrameCookieAccess />
      <AuthViews
        view={view}
        onViewChange={setView}
        formFields={formFields}
        onLogin={() => finish(after.loginTarget())}
        onWithdrawalLogin={() => finish(after.withdrawalTarget())}
        onRegister={() => finish(after.registrationTarget())}
      />
    </section>
  );
}
