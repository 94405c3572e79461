'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { AUTH_DIALOG_ID, useDialogStore } from '@/features/shell';
import { paths, POPUP_QUERY_KEYS, readPopupIntent, REAL_MODE_HASH, removePopupKeys, SHOW_POPUP_REG_STORAGE_KEY } from '@/lib/routing';
import { PROMO_CODE_STORAGE_KEY, readRedirectUrl, storage } from '../config';
import { useLocalize } from '@/features/system';

const GAME_PAGE = /\/game\/[^/]+\/?$/;

/**
 * SPEC §2 popup query keys: show_popup_reg opens registration (remembered in local storage),
 * show_popup_auth authorization, prevent_close=1 makes it non-closable; the keys leave the URL
 * when the popup closes. A guest sent home with redirectUrl gets the authorization popup. A game
 * page with #real gives guests the registration popup; closing it (not signing up) goes home.
 * A promo_code query is stored for the registration form.
 */
export function PopupQueryWatcher({ signedIn }: { signedIn: boolean }) {
  const router = useRouter();
  const search = useSearchParams().toString();
  const pathname = usePathname();
  const localize = useLocalize();
  // A redirectUrl opens the popup once, not again when the URL changes around it.
  const handledRedirect = useRef<string | null>(null);

  useEffect(() => {
    // §9: a promo code in the query is kept for the registration form (and sent with the sign-up).
    const promo = new URLSearchParams(search).get(PROMO_CODE_STORAGE_KEY)?.trim();
    if (promo && !signedIn) storage.set(PROMO_CODE_STORAGE_KEY, promo.slice(0, 64));
    if (signedIn) return;
    const intent = readPopupIntent(`/?${search}`);
    const redirect = readRedirectUrl(search);
    if (intent.auth === 'registration') storage.set(SHOW_POPUP_REG_STORAGE_KEY, '1');
    const freshRedirect = redirect !== null && redirect !== handledRedirect.current;
    handledRedirect.current = redirect;
    const view = intent.auth ?? (freshRedirect ? 'authorization' : null);
    const { open } = useDialogStore.getState();
    if (view) open(AUTH_DIALOG_ID, { view }, { preventClose: intent.preventClose });
    else if (window.location.hash === REAL_MODE_HASH && GAME_PAGE.test(pathname)) {
      // A forced close (after signing up) skips this hook; Escape, overlay or the close button go home.
      // Signed up, the player comes back to the game, which then loads in real mode.
      open(AUTH_DIALOG_ID, { view: 'registration', redirectUrl: pathname }, { beforeClose: () => router.push(localize(paths.home())) });
    }
  }, [search, pathname, signedIn, router, localize]);

  useEffect(
    () =>
      useDialogStore.subscribe((state, previous) => {
        const closed = previous.stack.some((e) => e.id === AUTH_DIALOG_ID) && !state.stack.some((e) => e.id === AUTH_DIALOG_ID);
        if (!closed) return;
        const params = new URLSearchParams(window.location.search);
        if (!POPUP_QUERY_KEYS.some((key) => params.has(key))) return;
        const { pathname: path, search: query, hash } = window.location;
        const next = removePopupKeys(`${path}${query}${hash}`, 'auth');
        if (next !== `${path}${query}${hash}`) router.replace(next, { scroll: false });
      }),
    [router],
  );
  return null;
}
