'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@/components/link';
import { useTranslations } from 'next-intl';
import { useRealtimeEvent } from '@/features/realtime';
import { useLocalize } from '@/features/system';
import type { Bonus, BonusProgress } from '@/lib/contract';
import { paths } from '@/lib/routing';
import { bonusKeys, casinoBonusesQuery } from '../api';
import { BONUS_PROGRESS_EVENT } from '../dialogs';
import { ProgressBar } from './progress-bar';

/** The pushed progress over the cached running bonuses (a finished bonus leaves the list). */
export function applyProgress(list: Bonus[] | undefined, progress: BonusProgress): Bonus[] | undefined {
  if (!list) return list;
  return list.flatMap((b) => {
    if (b.id !== progress.bonus_id) return [b];
    if (progress.status !== 'active') return [];
    return [{ ...b, wager: { ...b.wager, wagered: progress.wagered, required: progress.required, percent: progress.percent } }];
  });
}

/**
 * The active casino bonus's wagering progress, live: in the header and on the game page. Pushed
 * `bonus.progress` events move it as bets settle; it links to /profile/bonuses.
 */
export function WageringProgress({ variant = 'header' }: { variant?: 'header' | 'game' }) {
  const t = useTranslations('Bonuses');
  const localize = useLocalize();
  const queryClient = useQueryClient();
  const { data } = useQuery(casinoBonusesQuery(undefined, 'running'));
  // The payload's schema (and with it zod and the promotions contract) loads with the first event,
  // not with every signed-in page: this component sits in the header of all of them.
  useRealtimeEvent(BONUS_PROGRESS_EVENT, (payload) => {
    void import('@/lib/contract/promotions').then(({ bonusProgress }) => {
      const parsed = bonusProgress.safeParse(payload);
      if (!parsed.success) return;
      const running = queryClient.getQueryData<Bonus[]>(bonusKeys.casino('running'));
      if (parsed.data.status === 'active' && !running?.some((b) => b.id === parsed.data.bonus_id)) void queryClient.invalidateQueries({ queryKey: bonusKeys.casino('running') });
      else queryClient.setQueryData<Bonus[]>(bonusKeys.casino('running'), (list) => applyProgress(list, parsed.data));
      if (parsed.data.status !== 'active') void queryClient.invalidateQueries({ queryKey: bonusKeys.all });
    });
  });
  const active = data?.find((b) => b.status === 'active');
  if (!active) return null;
  const percent = Math.floor(active.wager.percent * 10) / 10;
  return (
    <Link
      href={localize(paths.profile('bonuses'))}
      className={variant === 'header' ? 'hidden w-28 flex-col gap-1 rounded px-1 text-xs hover:bg-(--surface-2) sm:flex' : 'flex w-full max-w-xs flex-col gap-1 text-sm'}
      data-testid={`wagering-${variant}`}
    >
      <span className="flex justify-between gap-1 whitespace-nowrap">
        <span>{t('wageringShort')}</span>
        <span className="tabular-nums" data-testid="wagering-percent">
          {percent}%
        </span>
      </span>
      <ProgressBar percent={active.wager.percent} label={t('progressLabel', { title: active.title })} />
    </Link>
  );
}
