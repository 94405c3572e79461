'use client';

import dynamic from 'next/dynamic';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { registerDialog, useDialogStore } from '@/features/shell';
import { browserApi } from '@/lib/api';
import { localizePath, matchRoute, PREVENT_CLOSE, POPUP_PREVIEW_HASH, POPUP_QUERY, removePopupKeys, shouldRecheckCampaignPopups, stripLocale } from '@/lib/routing';
import { CAMPAIGN_DIALOG_ID, contentOf, markSeen, pickCampaignPopup, readSeen, SEEN_POPUPS_KEY } from '../campaign-popups';

registerDialog(CAMPAIGN_DIALOG_ID, dynamic(() => import('./campaign-dialog').then((m) => m.CampaignDialog)));

type Props = { uid: number; locale: string; defaultLocale: string; locales: string[] };

/**
 * SPEC §2: `?popup={sysname}` shows that campaign popup (with `#popup-preview`, as a preview;
 * `prevent_close=1` makes it non-closable); for signed-in players unseen campaign popups are
 * re-checked on every route change except on the betting and game routes.
 */
export function CampaignPopupsWatcher({ uid, locale, defaultLocale, locales }: Props) {
  const pathname = usePathname();
  const search = useSearchParams();
  const router = useRouter();
  const sysname = search.get(POPUP_QUERY);
  const preventClose = search.get(PREVENT_CLOSE) === '1';

  useEffect(() => {
    const route = matchRoute(stripLocale(pathname, locales).pathname);
    const recheck = uid > 0 && (!route || shouldRecheckCampaignPopups(route));
    if (!sysname && !recheck) return;
    if (useDialogStore.getState().stack.some((e) => e.id === CAMPAIGN_DIALOG_ID)) return;
    const controller = new AbortController();
    const seenKey = `${SEEN_POPUPS_KEY}:${uid}`;
    browserApi
      .call('popups/get', {}, { signal: controller.signal })
      .then((popups) => {
        const popup = pickCampaignPopup(popups, { sysname, seen: readSeen(localStorage.getItem(seenKey)) });
        if (!popup) return;
        const content = contentOf(popup);
        const href = content.button ? localizePath(content.button.link, locale, defaultLocale) : undefined;
        const preview = window.location.hash === POPUP_PREVIEW_HASH;
        // Shown once per player: the re-check on later routes skips it.
        if (uid > 0 && !preview) localStorage.setItem(seenKey, markSeen(localStorage.getItem(seenKey), popup.id));
        useDialogStore.getState().queue(CAMPAIGN_DIALOG_ID, { content, preview, href }, { preventClose });
      })
      .catch(() => undefined); // SPEC §8: popup failures are not the visitor's problem
    return () => controller.abort();
  }, [pathname, sysname, preventClose, uid, locale, defaultLocale, locales]);

  // The popup keys leave the URL when the popup closes.
  useEffect(
    () =>
      useDialogStore.subscribe((state, previous) => {
        const was = previous.stack.some((e) => e.id === CAMPAIGN_DIALOG_ID);
        if (!was || state.stack.some((e) => e.id === CAMPAIGN_DIALOG_ID)) return;
        const { pathname: path, search: query, hash } = window.location;
        if (new URLSearchParams(query).has(POPUP_QUERY)) router.replace(removePopupKeys(`${path}${query}${hash}`), { scroll: false });
      }),
    [router],
  );
  return null;
}
