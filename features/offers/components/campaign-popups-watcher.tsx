'use client';

import dynamic from 'next/dynamic';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAccount } from '@/features/account';
import { REALTIME_EVENTS, useRealtimeEvent } from '@/features/realtime';
import { DIALOG_PRIORITY, registerDialog, useDialogStore } from '@/features/shell';
import { browserApi } from '@/lib/api';
import { localizePath, matchRoute, PREVENT_CLOSE, POPUP_PREVIEW_HASH, POPUP_QUERY, removePopupKeys, shouldRecheckCampaignPopups, stripLocale } from '@/lib/routing';
import { CAMPAIGN_DIALOG_ID, contentOf, markSeen, pickCampaignPopup, pickOfferPopup, readSeen, SEEN_POPUPS_KEY } from '../campaign-popups';
import { offersKeys } from '../keys';
import { useAvailableOffers } from '../available-offers';

/** Offer ids pushed as available while on a cashier or game page: their popups wait for the next page. */
const PENDING_OFFER_POPUPS_KEY = 'pending_offer_popups';

registerDialog(CAMPAIGN_DIALOG_ID, dynamic(() => import('./campaign-dialog').then((m) => m.CampaignDialog)), { namespaces: ['CampaignPopup'] });

type Props = {
  /** The player's uid as the layout read it (0: a guest); absent on a player shell (the browser's account then). */
  uid?: number;
  /** The server's answer: a signed-in player whose (social) registration is not complete yet. */
  incomplete?: boolean;
  locale: string;
  defaultLocale: string;
  locales: string[];
};

/**
 * SPEC §2: `?popup={sysname}` shows that campaign popup (with `#popup-preview`, as a preview;
 * `prevent_close=1` makes it non-closable); for signed-in players unseen campaign popups are
 * re-checked on every route change except on the betting and game routes.
 */
export function CampaignPopupsWatcher({ uid: knownUid, incomplete: incompleteOnServer = false, locale, defaultLocale, locales }: Props) {
  const pathname = usePathname();
  // §4 order: a registration's campaign popups come after it is complete (and after its confirm
  // e-mail and cashback popups); a social sign-in leaves it incomplete until its form is sent.
  const { data: account } = useAccount();
  const uid = knownUid ?? account?.uid ?? 0;
  // An account read for another uid (the guest's, just after a sign-in refreshed the page) says
  // nothing of this player's registration: wait for it rather than show a popup before its form.
  const incomplete = account ? account.uid !== uid || (account.uid > 0 && account.is_registration_completed === false) : incompleteOnServer;
  const search = useSearchParams();
  const router = useRouter();
  const sysname = search.get(POPUP_QUERY);
  const preventClose = search.get(PREVENT_CLOSE) === '1';

  useEffect(() => {
    const route = matchRoute(stripLocale(pathname, locales).pathname);
    const recheck = uid > 0 && !incomplete && (!route || shouldRecheckCampaignPopups(route));
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
        useDialogStore.getState().queue(CAMPAIGN_DIALOG_ID, { content, preview, href }, { preventClose, priority: DIALOG_PRIORITY.campaign });
      })
      .catch(() => undefined); // SPEC §8: popup failures are not the visitor's problem
    // A popup asked for by the link (?popup=) is shown even when the URL loses the key before the
    // answer comes (closing the popup in front rewrites the URL); a route re-check is dropped.
    return () => {
      if (!sysname) controller.abort();
    };
  }, [pathname, sysname, preventClose, uid, incomplete, locale, defaultLocale, locales]);

  // §4: a pushed campaign.offer.available adds the offer to the available ones (first in the lists)
  // and shows the campaign popup tied to it: at once on an ordinary page, at the next ordinary page
  // when it comes on a cashier or game page (a payment's outcome stays readable); kept for the tab.
  const showOfferPopup = (id: number) =>
    void Promise.all([browserApi.call('campaigns/getOffer', { offer_id: id }), browserApi.call('popups/get', {})])
      .then(([offer, popups]) => {
        const popup = pickOfferPopup(popups, offer.sysname);
        if (!popup) return;
        const content = contentOf(popup);
        const href = content.button ? localizePath(content.button.link, locale, defaultLocale) : undefined;
        useDialogStore.getState().queue(CAMPAIGN_DIALOG_ID, { content, preview: false, href }, { priority: DIALOG_PRIORITY.campaign });
      })
      .catch(() => undefined);
  const quietHere = () => {
    const path = stripLocale(window.location.pathname, locales).pathname;
    const route = matchRoute(path);
    return path.startsWith('/cashier') || (route !== null && !shouldRecheckCampaignPopups(route));
  };
  // Either push changes which offers this visitor may take: the lists (and the menu's count) ask again.
  const queryClient = useQueryClient();
  const offersChanged = () => void queryClient.invalidateQueries({ queryKey: offersKeys.all });
  useRealtimeEvent(REALTIME_EVENTS.offerAvailable, (payload) => {
    const id = Number((payload as { offer_id?: unknown } | null)?.offer_id);
    if (!Number.isInteger(id) || id < 1) return;
    useAvailableOffers.getState().add(id);
    offersChanged();
    // kept for later on a cashier or game page, and while the registration waits for its form (§4 order)
    if (quietHere() || incomplete) sessionStorage.setItem(PENDING_OFFER_POPUPS_KEY, JSON.stringify([...readSeen(sessionStorage.getItem(PENDING_OFFER_POPUPS_KEY)), id]));
    else showOfferPopup(id);
  });
  useEffect(() => {
    if (uid <= 0 || incomplete || quietHere()) return;
    const pending = readSeen(sessionStorage.getItem(PENDING_OFFER_POPUPS_KEY));
    if (pending.length === 0) return;
    sessionStorage.removeItem(PENDING_OFFER_POPUPS_KEY);
    pending.forEach(showOfferPopup);
    // showOfferPopup and quietHere read the locale props, which the pathname change brings along
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, uid, incomplete]);
  useRealtimeEvent(REALTIME_EVENTS.offerDeactivated, (payload) => {
    const id = Number((payload as { offer_id?: unknown } | null)?.offer_id);
    if (!Number.isInteger(id)) return;
    useAvailableOffers.getState().remove(id);
    offersChanged();
  });

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
