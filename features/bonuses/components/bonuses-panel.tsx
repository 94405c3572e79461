'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Tabs } from '@/components/tabs';
import { useRealtimeEvent } from '@/features/realtime';
import { useQueryClient } from '@tanstack/react-query';
import type { Bonus } from '@/lib/contract';
import { bettingBonusesQuery, bonusKeys, casinoBonusesQuery } from '../api';
import { BONUS_PROGRESS_EVENT } from '../dialogs';
import { BonusCard } from './bonus-card';

type Props = { casino: Bonus[]; betting: Bonus[]; tab?: 'casino' | 'betting' };

function BonusList({ bonuses, empty }: { bonuses: Bonus[]; empty: string }) {
  if (bonuses.length === 0) return <p className="py-6 text-center text-(--muted)">{empty}</p>;
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {bonuses.map((b) => (
        <BonusCard key={b.id} bonus={b} />
      ))}
    </div>
  );
}

/** /profile/bonuses: casino and betting tabs; lists refetch as wagering progresses (pushed) and after every action. */
export function BonusesPanel({ casino, betting, tab = 'casino' }: Props) {
  const t = useTranslations('Bonuses');
  const queryClient = useQueryClient();
  const casinoQuery = useQuery({ ...casinoBonusesQuery(), initialData: casino });
  const bettingQuery = useQuery({ ...bettingBonusesQuery(), initialData: betting });
  useRealtimeEvent(BONUS_PROGRESS_EVENT, () => void queryClient.invalidateQueries({ queryKey: bonusKeys.all }));
  useRealtimeEvent('account.balance_updated', () => void queryClient.invalidateQueries({ queryKey: bonusKeys.all }));
  return (
    <Tabs
      label={t('tabsLabel')}
      defaultValue={tab}
      items={[
        { value: 'casino', label: t('tabs.casino'), content: <BonusList bonuses={casinoQuery.data} empty={t('empty')} /> },
        { value: 'betting', label: t('tabs.betting'), content: <BonusList bonuses={bettingQuery.data} empty={t('empty')} /> },
      ]}
    />
  );
}
