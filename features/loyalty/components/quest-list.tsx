import { useTranslations } from 'next-intl';
import type { LoyaltyQuest } from '@/lib/contract';
import { LazyQuestDialog } from './lazy';
import { QuestProgress } from './quest-progress';
import { formatAmount } from '@/lib/format/money';

/** The loyalty quests, rendered on the server with their progress bars; each title opens the quest dialog. */
export function QuestList({ quests }: { quests: LoyaltyQuest[] }) {
  const t = useTranslations('LoyaltyQuests');
  if (quests.length === 0) return <p className="text-(--muted)">{t('empty')}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="loyalty-quests">
      {quests.map((quest) => (
        <li key={quest.id} className="flex flex-col gap-3 rounded-xl bg-(--surface) p-4" data-quest={quest.sysname}>
          <div className="flex items-start justify-between gap-3">
            <LazyQuestDialog quest={quest} />
            <span className="shrink-0 rounded-full bg-brand-500/15 px-2 py-0.5 text-xs font-semibold">{t(`periods.${quest.period ?? 'none'}`)}</span>
          </div>
          <p className="text-sm font-semibold">{t('points', { points: formatAmount(quest.reward_points), alias: quest.pointsAlias })}</p>
          <QuestProgress quest={quest} />
        </li>
      ))}
    </ul>
  );
}
