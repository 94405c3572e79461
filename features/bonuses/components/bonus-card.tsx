'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { useDialogStore } from '@/features/shell';
import { toast } from '@/features/shell';
import type { Bonus } from '@/lib/contract';
import { fixedTermsIn } from '@/lib/contract/bonus-terms';
import { formatMoney } from '@/lib/format';
import { useBonusAction, type BonusAction } from '../api';
import { BONUS_CONFIRM_DIALOG_ID } from '../dialogs';
import { ProgressBar } from './progress-bar';

const money = (m: { amount: number; currency: string }) => formatMoney(m.amount, m.currency);

/**
 * One bonus: its terms (with the engine's fixed terms named while it runs, e.g. a withdrawal while it is active forfeits
 * it), its wagering progress and what the player may do with it (activate, deactivate, remove with a confirm).
 */
export function BonusCard({ bonus }: { bonus: Bonus }) {
  const t = useTranslations('Bonuses');
  const format = useFormatter();
  const action = useBonusAction();
  const running = bonus.status === 'active' || bonus.status === 'available';
  const fixedTerms = running ? fixedTermsIn(bonus.fixed_terms) : [];
  const actions: BonusAction[] = bonus.status === 'available' ? ['activate', 'remove'] : bonus.status === 'active' ? (bonus.type === 'casino' ? ['deactivate', 'remove'] : ['remove']) : [];

  const ask = (kind: BonusAction) =>
    useDialogStore.getState().open(
      BONUS_CONFIRM_DIALOG_ID,
      {
        title: t(`confirm.${kind}.title`),
        text: t(`confirm.${kind}.text`, { title: bonus.title, amount: money(bonus.balance) }),
        confirmLabel: t(`actions.${kind}`),
        danger: kind === 'remove',
        onConfirm: async () => {
          await action.mutateAsync({ bonus, action: kind });
          toast({ type: 'success', text: t(`done.${kind}`, { title: bonus.title }) });
        },
      },
      { type: 'confirm' },
    );

  return (
    <article className="space-y-3 rounded-xl border border-(--border) bg-(--surface) p-4" aria-labelledby={`bonus-${bonus.id}-title`} data-testid="bonus-card">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`bonus-${bonus.id}-title`} className="font-semibold">
            {bonus.title}
          </h3>
          <p className="text-sm text-(--muted)">{t.has(`sources.${bonus.source}`) ? t(`sources.${bonus.source}`) : bonus.source}</p>
        </div>
        <Badge>{t(`statuses.${bonus.status}`)}</Badge>
      </header>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-(--muted)">{t('amount')}</dt>
          <dd className="font-semibold tabular-nums">{money(bonus.amount)}</dd>
        </div>
        <div>
          <dt className="text-(--muted)">{t('balance')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="bonus-balance">
            {money(bonus.balance)}
          </dd>
        </div>
        {bonus.status === 'completed' && (
          <div>
            <dt className="text-(--muted)">{t('converted')}</dt>
            <dd className="font-semibold tabular-nums">{money(bonus.converted)}</dd>
          </div>
        )}
        {bonus.max_bet && (
          <div>
            <dt className="text-(--muted)">{t('maxBet')}</dt>
            <dd className="tabular-nums">{money(bonus.max_bet)}</dd>
          </div>
        )}
        {bonus.min_odds !== undefined && (
          <div>
            <dt className="text-(--muted)">{t('minOdds')}</dt>
            <dd className="tabular-nums">{bonus.min_odds.toFixed(2)}</dd>
          </div>
        )}
        {bonus.expires_at && running && (
          <div>
            <dt className="text-(--muted)">{t('expires')}</dt>
            <dd>{format.dateTime(new Date(bonus.expires_at), { dateStyle: 'medium' })}</dd>
          </div>
        )}
      </dl>
      <div className="space-y-1">
        <div className="flex justify-between text-sm">
          <span>{t('wagering', { multiplier: bonus.wager.multiplier })}</span>
          <span className="tabular-nums" data-testid="bonus-progress-text">
            {money(bonus.wager.wagered)} / {money(bonus.wager.required)}
          </span>
        </div>
        <ProgressBar percent={bonus.wager.percent} label={t('progressLabel', { title: bonus.title })} />
      </div>
      {fixedTerms.length > 0 && (
        <div className="text-xs text-(--muted)">
          <h4 className="font-medium text-(--text)">{t('fixedTerms.title')}</h4>
          <ul className="list-inside list-disc">
            {fixedTerms.map((term) => (
              <li key={term}>{t(`fixedTerms.${term}`)}</li>
            ))}
          </ul>
        </div>
      )}
      {actions.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {actions.map((kind) => (
            <Button
              key={kind}
              size="sm"
              variant={kind === 'remove' ? 'outline' : kind === 'activate' ? 'primary' : 'secondary'}
              onClick={() => ask(kind)}
              // the bonus's name too: "Remove" alone says nothing in a screen reader's list of buttons
              aria-label={t('actionFor', { action: t(`actions.${kind}`), title: bonus.title })}
            >
              {t(`actions.${kind}`)}
            </Button>
          ))}
        </div>
      )}
    </article>
  );
}
