'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/components/link';
import { Button, buttonVariants } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { useLocalize } from '@/features/system';
import type { MethodResult } from '@/lib/contract';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/routing';
import { formatDuration, signedMoney } from '../session-format';

type Session = MethodResult<'protection/getSession'>;

export type RealityCheckDialogProps = {
  seconds: number;
  session: Session;
  pending: boolean;
  failed: boolean;
  onContinue: () => void;
  onExit: () => void;
  /** Where focus goes when it closes if nothing had it as it opened (the game frame); else the main content. */
  returnFocus?: () => HTMLElement | null;
};

/** The reality check: session time, wagered, won and net; play waits until the player answers (no close). */
export function RealityCheckDialog({ seconds, session, pending, failed, onContinue, onExit, returnFocus }: RealityCheckDialogProps) {
  const t = useTranslations('PlaySession');
  const localize = useLocalize();
  const money = (amount: number) => formatMoney(amount, session.currency);
  return (
    <Dialog
      open
      onOpenChange={() => {}}
      preventClose
      returnFocus={returnFocus}
      title={t('reality.title')}
      description={t('reality.description', { minutes: session.interval_minutes ?? 0 })}
      footer={
        <>
          <Button onClick={onContinue} loading={pending}>
            {t('reality.continue')}
          </Button>
          <Link href={localize(paths.profile('bets/history'))} className={buttonVariants({ variant: 'outline' })}>
            {t('reality.history')}
          </Link>
          <Button variant="ghost" onClick={onExit} disabled={pending}>
            {t('reality.exit')}
          </Button>
        </>
      }
    >
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm" data-testid="reality-summary">
        <dt className="text-(--muted)">{t('reality.time')}</dt>
        <dd className="text-end font-semibold tabular-nums">{formatDuration(seconds)}</dd>
        <dt className="text-(--muted)">{t('reality.wagered')}</dt>
        <dd className="text-end font-semibold tabular-nums">
          <bdi>{money(session.wagered)}</bdi>
        </dd>
        <dt className="text-(--muted)">{t('reality.won')}</dt>
        <dd className="text-end font-semibold tabular-nums">
          <bdi>{money(session.won)}</bdi>
        </dd>
        <dt className="text-(--muted)">{t('reality.net')}</dt>
        <dd className="text-end font-semibold tabular-nums">
          <bdi>{signedMoney(session.net, session.currency)}</bdi>
        </dd>
      </dl>
      {failed ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {t('reality.failed')}
        </p>
      ) : null}
    </Dialog>
  );
}
