'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/components/link';
import type { ReactNode } from 'react';
import { Button, buttonVariants } from '@/components/button';
import { paths } from '@/lib/routing';
import { useLocalize } from '@/features/system';
import { PlayAuthLink } from './play-auth-link';

function Prompt({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-4 p-6 text-center">
      <h2 className="text-xl font-bold text-white">{title}</h2>
      <p className="max-w-md text-sm text-white/80">{text}</p>
      <div className="flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}

/** Guests on a game without demo, or where the rule pack allows no demo for guests (DE): sign in or sign up to play. */
export function SignInPrompt({ reason = 'noDemo' }: { reason?: 'noDemo' | 'guestDemo' }) {
  const t = useTranslations('GameFrame');
  return (
    <Prompt title={t('signInTitle')} text={reason === 'guestDemo' ? t('guestDemoText') : t('signInText')}>
      <PlayAuthLink view="authorization">{t('signIn')}</PlayAuthLink>
      <PlayAuthLink view="registration" variant="outline">
        {t('signUp')}
      </PlayAuthLink>
    </Prompt>
  );
}

/** Zero-balance access off and nothing to stake: a deposit first (or the demo, where the game has one). */
export function DepositPrompt({ onPlayDemo }: { onPlayDemo?: () => void }) {
  const t = useTranslations('GameFrame');
  const localize = useLocalize();
  return (
    <Prompt title={t('depositTitle')} text={t('depositText')}>
      <Link href={localize(paths.cashierDeposit())} className={buttonVariants()}>
        {t('deposit')}
      </Link>
      {onPlayDemo ? (
        <Button variant="outline-on-dark" onClick={onPlayDemo}>
          {t('playDemo')}
        </Button>
      ) : null}
    </Prompt>
  );
}

/** The game reported a stake the balance cannot cover. */
export function OutOfFundsNotice({ onDismiss }: { onDismiss: () => void }) {
  const t = useTranslations('GameFrame');
  const localize = useLocalize();
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-500/50 bg-amber-500/10 px-4 py-3 text-sm">
      <span>{t('insufficientFunds')}</span>
      <span className="flex gap-2">
        <Link href={localize(paths.cashierDeposit())} className={buttonVariants({ size: 'sm' })}>
          {t('deposit')}
        </Link>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          {t('dismiss')}
        </Button>
      </span>
    </div>
  );
}

/** The sportsbook for guests: the events are visible, betting needs an account. */
export function GuestBettingNotice() {
  const t = useTranslations('GameFrame');
  return (
    <div role="note" className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-(--surface) px-4 py-3 text-sm">
      <span>{t('bettingGuest')}</span>
      <span className="flex gap-2">
        <PlayAuthLink view="authorization">{t('signIn')}</PlayAuthLink>
        <PlayAuthLink view="registration" variant="outline">
          {t('signUp')}
        </PlayAuthLink>
      </span>
    </div>
  );
}
