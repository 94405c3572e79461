'use client';

import { Link } from '@/components/link';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, buttonVariants } from '@/components/button';
import { Notice } from '@/components/notice';
import { BETTING_BONUS_ACTIVATED_DIALOG_ID, errorKey, useTakeOffer } from '@/features/bonuses';
import { AUTH_DIALOG_ID, toast, useDialogStore } from '@/features/shell';
import { useLocalize } from '@/features/system';
import type { Offer } from '@/lib/contract';
import { isApiError } from '@/lib/errors';
import { paths } from '@/lib/routing';

// The promo-code form in its own chunk, server-rendered (docs/fast-pages.md: a page's own form).
const PromoCodeOfferForm = dynamic(() => import('./promo-code-offer-form').then((m) => m.PromoCodeOfferForm));

/**
 * What a player does with an offer: a deposit offer leads to the deposit page with the offer
 * chosen, an offer taken on request is granted (campaigns/takepromotions; a betting bonus opens
 * the betting-bonus-activated confirm), a promo-code offer takes its code (campaigns/activateOffer),
 * a guest is asked to sign up. A taken offer says so at once (and when the platform answers
 * already_claimed); a session that ended meanwhile opens the sign-in dialog. After a reload the
 * offer only says user_satisfies_params false (no claimed flag), which covers a taken offer too.
 */
export function OfferAction({ offer, signedIn, title }: { offer: Offer; signedIn: boolean; title: string }) {
  const t = useTranslations('Bonuses');
  const localize = useLocalize();
  const take = useTakeOffer();
  const [error, setError] = useState<string | null>(null);
  const [taken, setTaken] = useState(false);
  const action = offer.trigger?.action;
  if (action !== 'deposit' && action !== 'take' && action !== 'promo_code') return null;
  if (!signedIn)
    return (
      <Button onClick={() => useDialogStore.getState().open(AUTH_DIALOG_ID, { view: 'registration' })} className="self-start">
        {t('take.signIn')}
      </Button>
    );
  if (taken)
    return (
      <Notice tone="success">
        {t('take.takenState')}{' '}
        <Link href={localize(paths.profile('bonuses'))} className="font-medium underline underline-offset-4">
          {t('take.seeBonuses')}
        </Link>
      </Notice>
    );
  if (offer.trigger && !offer.trigger.user_satisfies_params) return <Notice tone="info">{t('take.unavailable')}</Notice>;
  if (action === 'promo_code') return <PromoCodeOfferForm />;
  if (action === 'deposit')
    return (
      <Link href={`${localize(paths.cashierDeposit())}?offer=${offer.id}`} className={buttonVariants({ className: 'self-start' })}>
        {t('take.deposit')}
      </Link>
    );

  const onTake = async () => {
    setError(null);
    try {
      await take.mutateAsync({ offer_id: offer.id });
      setTaken(true);
      if ((offer.promotions ?? []).some((p) => p.type === 'betting_bonus'))
        useDialogStore.getState().open(
          BETTING_BONUS_ACTIVATED_DIALOG_ID,
          { title: t('bettingActivated.title'), text: t('bettingActivated.text', { title }), confirmLabel: t('bettingActivated.ok'), info: true, onConfirm: () => window.location.assign(localize('/betting')) },
          { type: 'confirm' },
        );
      else toast({ type: 'success', text: t('take.taken', { title }) });
    } catch (e) {
      // the session ended since the page was rendered: sign in again, as a guest would
      if (isApiError(e) && e.type === 'AuthorizationException') {
        useDialogStore.getState().open(AUTH_DIALOG_ID, { view: 'authorization', redirectUrl: `${window.location.pathname}${window.location.search}` });
        return;
      }
      const key = errorKey(e, (k) => t.has(k));
      if (key === 'already_claimed') setTaken(true);
      else setError(t(`errors.${key}`));
    }
  };
  return (
    <div className="flex flex-col gap-2">
      {error && <Notice>{error}</Notice>}
      <Button onClick={() => void onTake()} loading={take.isPending} className="self-start">
        {t('take.take')}
      </Button>
    </div>
  );
}
