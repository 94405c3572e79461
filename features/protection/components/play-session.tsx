'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/link';
import { useRouter } from 'next/navigation';
import dynamic from 'next/dynamic';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button, buttonVariants } from '@/components/button';
import { cn } from '@/components/cn';
import { useLocalize } from '@/features/system';
import type { MethodResult } from '@/lib/contract';
import { paths } from '@/lib/routing';
import { playSessionQuery, useAcknowledgeRealityCheck } from '../api';
import { DEFAULT_MIN_AGE } from '@/lib/validation/constants';
import { formatDuration, signedMoney } from '../session-format';
import { AgeGateNotice } from './age-gate-notice';

/** The reality check's dialog (Radix) loads when a check falls due, not with every game page. */
const RealityCheckDialog = dynamic(() => import('./reality-check-dialog').then((m) => m.RealityCheckDialog));

type Session = MethodResult<'protection/getSession'>;

/**
 * What the game frame tells the session: a real round ended (reason null) or the platform refused one
 * (for `age_verification`, with the `step` missing and the `minAge`).
 */
export type PlaySignal = { n: number; reason: string | null; step?: 'birth_date' | 'identity'; minAge?: number };

/** Refusals the page explains with what the player can do; a reality check opens its dialog instead. */
const EXPLAINED = new Set(['session_limit', 'wager_limit', 'loss_limit', 'spin_interval', 'excluded', 'max_stake']);


/** Seconds of session now: the platform's figure when it answered plus the time since, ticking each second. */
const everySecond = (tick: () => void) => {
  const timer = window.setInterval(tick, 1000);
  return () => window.clearInterval(timer);
};

function useSessionSeconds(session: Session | undefined, readAt: number): number {
  const now = useSyncExternalStore(
    everySecond,
    () => Math.floor(Date.now() / 1000),
    () => 0,
  );
  if (!session) return 0;
  return session.session_seconds + (now ? Math.max(0, now - Math.floor(readAt / 1000)) : 0);
}

export type PlaySessionProps = {
  signal: PlaySignal;
  /** The game frame: where focus goes after the reality check when nothing had it as the check opened. */
  gameFrame?: () => HTMLElement | null;
};

/**
 * Above a real-money game: the session clock and the net position (won − wagered since sign-in),
 * refreshed after each round; the reality check when one falls due (play waits until the player
 * continues, looks at the history or leaves); and why the platform refused a round, with what to do.
 */
export function PlaySession({ signal, gameFrame }: PlaySessionProps) {
  const t = useTranslations('PlaySession');
  const router = useRouter();
  const localize = useLocalize();
  const { data, dataUpdatedAt, refetch } = useQuery(playSessionQuery());
  const acknowledge = useAcknowledgeRealityCheck();
  /** The signal whose refusal the player dismissed (a new refusal shows again). */
  const [dismissed, setDismissed] = useState(0);
  const refusal = signal.n !== dismissed && signal.reason && EXPLAINED.has(signal.reason) ? signal.reason : null;
  // UK: real-money play waits for the age (and identity) to be verified: a prompt to the page that does it
  const ageGate = signal.n !== dismissed && signal.reason === 'age_verification' && signal.step ? { step: signal.step, minAge: signal.minAge ?? DEFAULT_MIN_AGE } : null;
  const seconds = useSessionSeconds(data, dataUpdatedAt);

  useEffect(() => {
    if (signal.n === 0) return;
    void refetch();
  }, [signal, refetch]);

  // no session to show (an excluded player's withdrawal-only sign-in starts none): a refusal is still explained
  if (!data && !refusal && !ageGate) return null;
  const open = data?.pending ?? false;

  const carryOn = async () => {
    await acknowledge.mutateAsync();
    setDismissed(signal.n);
    await refetch();
  };
  const exit = async () => {
    await acknowledge.mutateAsync();
    router.push(localize('/'));
  };

  return (
    <>
      {data ? (
      <dl className="flex flex-wrap items-center gap-x-6 gap-y-1 rounded-xl bg-(--surface) px-4 py-2 text-sm">
        <div className="flex gap-2">
          <dt className="text-(--muted)">{t('clock')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="session-clock">
            <time dateTime={`PT${Math.floor(seconds)}S`}>{formatDuration(seconds)}</time>
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-(--muted)">{t('net')}</dt>
          <dd data-testid="session-net" className={cn('font-semibold tabular-nums', data.net < 0 ? 'text-red-600 dark:text-red-400' : data.net > 0 ? 'text-emerald-700 dark:text-emerald-400' : '')}>
            <bdi>{signedMoney(data.net, data.currency)}</bdi>
          </dd>
        </div>
      </dl>
      ) : null}
      {refusal ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-500/50 bg-amber-500/10 px-4 py-3 text-sm">
          <span>{t(`refused.${refusal}` as 'refused.session_limit')}</span>
          <span className="flex gap-2">
            {refusal !== 'spin_interval' ? (
              <Link href={localize(paths.profile('responsible-game'))} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
                {t('centre')}
              </Link>
            ) : null}
            <Button size="sm" variant="ghost" onClick={() => setDismissed(signal.n)}>
              {t('dismiss')}
            </Button>
          </span>
        </div>
      ) : null}
      {ageGate ? <AgeGateNotice gate={ageGate} /> : null}
      {open && data ? (
        <RealityCheckDialog
          seconds={seconds}
          session={data}
          pending={acknowledge.isPending}
          failed={acknowledge.isError}
          onContinue={carryOn}
          onExit={exit}
          returnFocus={gameFrame}
        />
      ) : null}
    </>
  );
}
