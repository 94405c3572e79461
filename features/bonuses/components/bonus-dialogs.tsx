'use client';

import dynamic from 'next/dynamic';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { DIALOG_PRIORITY, registerDialog, useDialogStore } from '@/features/shell';
import { matchRoute, routeIsNamed, stripLocale } from '@/lib/routing';
import { BETTING_BONUS_ACTIVATED_DIALOG_ID, BONUS_CONFIRM_DIALOG_ID, BURN_BONUSES_DIALOG_ID, PROMO_ACTIVATED_DIALOG_ID } from '../dialogs';
import { hasPromoActivated, takePromoActivated } from '../promo-activated';

const Confirm = dynamic(() => import('./confirm-dialog').then((m) => m.ConfirmDialog));
for (const id of [BONUS_CONFIRM_DIALOG_ID, BURN_BONUSES_DIALOG_ID, PROMO_ACTIVATED_DIALOG_ID, BETTING_BONUS_ACTIVATED_DIALOG_ID]) registerDialog(id, Confirm, { namespaces: ['Bonuses'] });

/** SPEC §2: the promo-code-activated popup is not shown on the cashier deposit pages. */
const DEPOSIT_ROUTES = ['cashier-index-deposit', 'cashier-index-deposit-index-sysname'] as const;

/**
 * Render once from a layout: registers the bonus dialogs, and shows the promo-code-activated popup
 * of a sign-up (queued after the §4 follow-ups) on the first page that is not a deposit page.
 */
export function BonusDialogs({ locales }: { locales: string[] }) {
  const t = useTranslations('Bonuses');
  const pathname = usePathname();
  const offer = useSearchParams().get('offer');
  useEffect(() => {
    // "Deposit with this offer": the deposit form preselects it (features/cashier DEPOSIT_OFFER_KEY)
    if (offer && /^\d+$/.test(offer)) sessionStorage.setItem('deposit_offer', offer);
  }, [offer]);
  useEffect(() => {
    // A guest's page has no Bonuses messages: a sign-up's promo popup waits for the player's page (router.refresh brings them).
    if (!hasPromoActivated() || !t.has('promoActivated.title')) return;
    const route = matchRoute(stripLocale(pathname, locales).pathname);
    if (routeIsNamed(route, DEPOSIT_ROUTES)) return;
    const code = takePromoActivated();
    if (!code) return;
    useDialogStore.getState().queue(
      PROMO_ACTIVATED_DIALOG_ID,
      { title: t('promoActivated.title'), text: t('promoActivated.text', { code }), confirmLabel: t('promoActivated.ok'), info: true },
      { type: 'confirm', priority: DIALOG_PRIORITY.promoCode },
    );
  }, [pathname, locales, t]);
  return null;
}
