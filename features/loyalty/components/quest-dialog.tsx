'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import type { LoyaltyQuest } from '@/lib/contract';
import { QuestProgress, useQuestAmount } from './quest-progress';
import { formatAmount } from '@/lib/format/money';

/**
 * The "loyalty quest" dialog (SPEC §2), opened by the quest's title: what to do, the target, the
 * player's progress, the reward and the period (when it starts again).
 */
export function QuestDialog({ quest }: { quest: LoyaltyQuest }) {
  const t = useTranslations('LoyaltyQuests');
  const format = useFormatter();
  const amount = useQuestAmount();
  const [open, setOpen] = useState(false);
  const endsAt = quest.period_ends_at ? format.dateTime(new Date(quest.period_ends_at), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) : null;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="text-start font-semibold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500">
        {quest.title}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={quest.title} footer={<Button onClick={() => setOpen(false)}>{t('ok')}</Button>}>
        <p>{quest.description}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-(--muted)">{t('target')}</dt>
          <dd data-testid="quest-target">{t(`goal.${quest.kind}`, { amount: amount(quest, quest.target) })}</dd>
          <dt className="text-(--muted)">{t('reward')}</dt>
          <dd data-testid="quest-reward">{t('points', { points: formatAmount(quest.reward_points), alias: quest.pointsAlias })}</dd>
          <dt className="text-(--muted)">{t('period')}</dt>
          <dd data-testid="quest-period">
            {t(`periods.${quest.period ?? 'none'}`)}
            {endsAt ? ` · ${t('endsAt', { date: endsAt })}` : null}
          </dd>
        </dl>
        <div>
          <p className="mb-1 text-sm text-(--muted)">{t('yourProgress')}</p>
          <QuestProgress quest={quest} />
        </div>
      </Dialog>
    </>
  );
}
