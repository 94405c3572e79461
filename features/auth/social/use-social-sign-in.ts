'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef } from 'react';
import { takeBackUrl, toast } from '@/features/shell';
import { BACK_URL_SOCIAL_AUTH_KEY } from '@/lib/routing';
import { invalidateAccount } from '@/features/account';
import { useShowUserBlocked } from '../hooks/use-user-blocked';
import { isOAuthMessage, oauthInitUrl, openCenteredPopup, type OAuthMessage, type TypeAuth } from './socials';

const ERROR_CODES = new Set(['unavailable', 'too_many_requests', 'invalid_request', 'invalid_state', 'access_denied', 'banned']);

type Options = {
  /** Signed in and no stored social-auth backUrl to follow (the auth popup closes, say). */
  onSignedIn?: () => void;
  /** Hosts a stored backUrl may lead to besides the site (REDIRECT_ALLOWLIST). */
  backUrlAllowlist?: readonly string[];
};

/**
 * Social sign-in through the 640×480 popup at /oauth/init. The popup's page posts
 * `{ type: 'oauth', status }` (to the opener, and on a BroadcastChannel when a provider cut the
 * opener); then the popup closes, the session is refreshed (queries and server components), and
 * a stored social-auth backUrl is followed.
 */
export function useSocialSignIn({ onSignedIn, backUrlAllowlist = [] }: Options = {}) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const t = useTranslations('SocialAuth');
  const showUserBlocked = useShowUserBlocked();
  const popup = useRef<Window | null>(null);
  const pending = useRef(false);
  const latest = useRef({ onSignedIn, backUrlAllowlist });
  useEffect(() => {
    latest.current = { onSignedIn, backUrlAllowlist };
  });

  const handle = useCallback(
    async (message: OAuthMessage) => {
      if (!pending.current) return; // another tab's sign-in, or the second copy of this one
      pending.current = false;
      try {
        popup.current?.close();
      } catch {}
      popup.current = null;
      if (message.status === 'error') {
        const code = message.error && ERROR_CODES.has(message.error) ? message.error : 'server_error';
        toast({ type: 'error', text: t(`errors.${code}`) });
        if (code === 'banned') showUserBlocked();
        return;
      }
      await invalidateAccount(queryClient);
      router.refresh();
      const back = takeBackUrl(BACK_URL_SOCIAL_AUTH_KEY, window.location.origin, latest.current.backUrlAllowlist, window.localStorage);
      if (back) window.location.assign(back);
      else latest.current.onSignedIn?.();
    },
    [queryClient, router, t, showUserBlocked],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && isOAuthMessage(event.data)) void handle(event.data);
    };
    window.addEventListener('message', onMessage);
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('oauth');
    if (channel) channel.onmessage = (event: MessageEvent) => isOAuthMessage(event.data) && void handle(event.data);
    return () => {
      window.removeEventListener('message', onMessage);
      channel?.close();
    };
  }, [handle]);

  /** Opens the provider's popup; a blocked popup becomes a full-page sign-in that comes back here. */
  const start = useCallback((service: string, typeAuth: TypeAuth) => {
    const here = `${window.location.pathname}${window.location.search}`;
    const url = oauthInitUrl({ service, typeAuth, redirectUrl: here });
    pending.current = true;
    popup.current = openCenteredPopup(url, 'oauth');
    if (!popup.current) window.location.assign(url);
  }, []);

  return { start };
}
