import { useTranslations } from 'next-intl';
import type { LoyaltyQuest } from '@/lib/contract';
import { formatAmount, formatMoney } from '@/lib/format/money';

/** A quest's target or progress as the player reads it: rounds, or money in the quest's currency. */
export function useQuestAmount() {
  const t = useTranslations('LoyaltyQuests');
  return (quest: LoyaltyQuest, value: number) =>
    quest.kind === 'rounds' || !quest.currency ? t('rounds', { count: value }) : formatMoney(value, quest.currency);
}

/** The progress bar of a quest (role progressbar with its values), with "x of y" beside it; nothing for a visitor. */
export function QuestProgress({ quest }: { quest: LoyaltyQuest }) {
  const t = useTranslations('LoyaltyQuests');
  const amount = useQuestAmount();
  if (quest.progress === null) return <p className="text-sm text-(--muted)">{t('signIn')}</p>;
  // "3 of 10 rounds", "$25.50 of $100.00"
  const done = quest.kind === 'rounds' ? formatAmount(quest.progress) : amount(quest, quest.progress);
  const text = t('progress', { progress: done, target: amount(quest, quest.target) });
  const percent = quest.target > 0 ? Math.min(100, Math.round((quest.progress / quest.target) * 100)) : 100;
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label={t('progressOf', { title: quest.title })}
        aria-valuemin={0}
        aria-valuemax={quest.target}
        aria-valuenow={quest.progress}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-(--border)"
      >
        <div className="h-full rounded-full bg-brand-500" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm tabular-nums text-(--muted)" data-testid="quest-progress">
        {quest.completed ? t('done') : text}
      </p>
    </div>
  );
}
