'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, buttonVariants } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Field } from '@/components/field';
import { Input } from '@/components/input';
import { Link } from '@/components/link';
import { AgeGateNotice, type AgeGate } from '@/features/protection';
import { useLocaleHref } from '@/features/system';
import { isApiError } from '@/lib/api';
import type { WheelCampaign, WheelQuest, WheelReward } from '@/lib/contract';
import { paths } from '@/lib/routing';
import { wheelGiftsQuery, wheelResultsQuery } from '../api';
import { Form } from '@/components/form';
import { formatAmount, formatMoney } from '@/lib/format/money';

/** The protection refusals a spin or a purchase may meet (AccessDenied `reason`), each with its own text. */
export const PLAY_REFUSALS = ['excluded', 'reality_check', 'session_limit', 'wager_limit', 'loss_limit'] as const;

/** The protection reason of a refused spin or purchase, or null for any other failure. */
export function playRefusal(error: unknown): (typeof PLAY_REFUSALS)[number] | null {
  if (!isApiError(error) || error.type !== 'AccessDeniedException') return null;
  const reason = (error.data as { reason?: unknown } | null | undefined)?.reason;
  return PLAY_REFUSALS.find((r) => r === reason) ?? null;
}

export type WheelDialog = 'gifts' | 'received' | 'winners' | 'rules' | 'quests' | 'quest' | 'buy' | 'buyConfirm' | 'error' | 'noFunds';

type Props = {
  dialog: WheelDialog | null;
  setDialog: (next: WheelDialog | null) => void;
  campaign: WheelCampaign;
  quests: WheelQuest[];
  buying: boolean;
  onBuy: (amount: number) => void;
  /** Why protection refused the last spin or purchase (playRefusal), shown in the error dialog. */
  refusal?: string | null;
  /** The rule pack's age verification the purchase waits for (UK), shown with its way on instead of a bare error. */
  ageGate?: AgeGate | null;
};

const MAX_SPINS = 100;

/** The wheel's dialogs (SPEC §2): gifts, gifts received, winners, rules, quests, quest, buy spins, its confirm, error. */
export function WheelDialogs({ dialog, setDialog, campaign, quests, buying, onBuy, refusal = null, ageGate = null }: Props) {
  const t = useTranslations('WheelGame');
  const spec = useTranslations('wheelOfFortune');
  const depositHref = useLocaleHref(paths.cashierDeposit());
  const format = useFormatter();
  const [amount, setAmount] = useState('1');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [questId, setQuestId] = useState<number | null>(null);
  const close = (open: boolean) => !open && setDialog(null);
  const money = (m: { amount: number; currency: string }) => formatMoney(m.amount, m.currency);
  const rewardLine = (r: WheelReward) => (r.amount ? `${r.title} (${money(r.amount)})` : r.title);
  const gifts = useQuery({ ...wheelGiftsQuery(campaign.id), enabled: dialog === 'gifts' });
  const received = useQuery({ ...wheelResultsQuery(campaign.id, 'user'), enabled: dialog === 'received' });
  const winnersScope = campaign.config.winnersType === 'all' ? 'all' : 'public';
  const winners = useQuery({ ...wheelResultsQuery(campaign.id, winnersScope), enabled: dialog === 'winners' });
  const quest = quests.find((q) => q.id === questId) ?? null;
  const count = Number(amount);
  const total = { amount: campaign.spin_price.amount * (Number.isInteger(count) ? count : 0), currency: campaign.spin_price.currency };
  const rules = typeof campaign.description.rules === 'string' ? campaign.description.rules : null;
  // quest targets are in the campaign's currency (`currency`); the spin price is in the player's
  const questCurrency = typeof campaign.currency === 'string' ? campaign.currency : campaign.spin_price.currency;
  const questTarget = (q: WheelQuest, value: number) => (q.kind === 'rounds' ? formatAmount(value) : money({ amount: value, currency: questCurrency }));

  const submitAmount = () => {
    if (!/^\d+$/.test(amount.trim()) || count < 1 || count > MAX_SPINS) {
      setAmountError(t('buyDialog.invalid', { max: MAX_SPINS }));
      return;
    }
    setAmountError(null);
    setDialog('buyConfirm');
  };

  return (
    <>
      <Dialog open={dialog === 'gifts'} onOpenChange={close} title={t('dialogs.gifts')}>
        <ul className="flex flex-col gap-2">
          {(gifts.data ?? []).map((g, i) => (
            <li key={i} className="flex justify-between gap-3 rounded-lg bg-(--surface-2) p-3 text-sm">
              <span>{rewardLine(g.reward)}</span>
              <span className="tabular-nums text-(--muted)">{format.number(g.chance, { style: 'percent', maximumFractionDigits: 1 })}</span>
            </li>
          ))}
        </ul>
      </Dialog>

      <Dialog open={dialog === 'received'} onOpenChange={close} title={t('dialogs.received')}>
        {received.data && received.data.items.length === 0 ? <p className="text-(--muted)">{t('noneYet')}</p> : null}
        <ul className="flex max-h-96 flex-col gap-2 overflow-y-auto">
          {(received.data?.items ?? []).map((s) => (
            <li key={s.id} className="rounded-lg bg-(--surface-2) p-3 text-sm">
              <p className="font-semibold">{rewardLine(s.reward)}</p>
              <p className="text-(--muted)">{format.dateTime(new Date(s.created_at), { dateStyle: 'medium', timeStyle: 'short' })}</p>
              {s.fair ? (
                <details className="mt-1 text-xs break-all">
                  <summary className="cursor-pointer">{t('check')}</summary>
                  <p>{t('checkText', { seed: s.fair.server_seed, hash: s.fair.server_seed_hash, client: s.fair.client_seed, nonce: s.fair.nonce })}</p>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      </Dialog>

      <Dialog open={dialog === 'winners'} onOpenChange={close} title={t('dialogs.winners')}>
        {winners.data && winners.data.items.length === 0 ? <p className="text-(--muted)">{t('noneYet')}</p> : null}
        <ul className="flex max-h-96 flex-col gap-2 overflow-y-auto">
          {(winners.data?.items ?? []).map((s) => (
            <li key={s.id} className="flex justify-between gap-3 rounded-lg bg-(--surface-2) p-3 text-sm">
              <span className="font-semibold">{s.fakename}</span>
              <span>{rewardLine(s.reward)}</span>
            </li>
          ))}
        </ul>
      </Dialog>

      <Dialog open={dialog === 'rules'} onOpenChange={close} title={t('dialogs.rules')}>
        <p className="whitespace-pre-line">{rules ?? t('noRules')}</p>
      </Dialog>

      <Dialog open={dialog === 'quests'} onOpenChange={close} title={t('dialogs.quests')}>
        <ul className="flex flex-col gap-2">
          {quests.map((q) => (
            <li key={q.id}>
              <button
                type="button"
                className="flex w-full flex-col gap-1 rounded-lg bg-(--surface-2) p-3 text-start text-sm hover:bg-(--border)"
                onClick={() => {
                  setQuestId(q.id);
                  setDialog('quest');
                }}
              >
                <span className="font-semibold">{q.title}</span>
                <span className="text-(--muted)">{q.completed ? t('questDone', { spins: q.spins }) : t('questProgress', { progress: questTarget(q, q.progress), target: questTarget(q, q.target), spins: q.spins })}</span>
                <progress className="h-2 w-full accent-brand-500" max={q.target} value={q.progress} aria-label={q.title} />
              </button>
            </li>
          ))}
        </ul>
      </Dialog>

      <Dialog
        open={dialog === 'quest' && quest !== null}
        onOpenChange={close}
        title={quest?.title ?? t('dialogs.quests')}
        footer={
          <Button variant="outline" onClick={() => setDialog('quests')}>
            {t('backToQuests')}
          </Button>
        }
      >
        {quest ? (
          <div className="flex flex-col gap-2">
            <p>{quest.description}</p>
            <p className="font-semibold">{quest.completed ? t('questDone', { spins: quest.spins }) : t('questProgress', { progress: questTarget(quest, quest.progress), target: questTarget(quest, quest.target), spins: quest.spins })}</p>
            <progress className="h-2 w-full accent-brand-500" max={quest.target} value={quest.progress} aria-label={quest.title} />
          </div>
        ) : null}
      </Dialog>

      <Dialog
        open={dialog === 'buy'}
        onOpenChange={close}
        title={t('buyDialog.title')}
        description={t('price', { price: money(campaign.spin_price) })}
        footer={<Button onClick={submitAmount}>{t('buyDialog.next')}</Button>}
      >
        <Form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submitAmount();
          }}
        >
          <Field label={t('buyDialog.amount')} error={amountError ?? undefined} required>
            {(control) => <Input {...control} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />}
          </Field>
        </Form>
      </Dialog>

      <Dialog
        open={dialog === 'buyConfirm'}
        onOpenChange={close}
        presentation="confirm"
        title={t('buyDialog.confirmTitle')}
        footer={
          <>
            <Button variant="outline" onClick={() => setDialog('buy')}>
              {t('cancel')}
            </Button>
            <Button loading={buying} onClick={() => onBuy(count)}>
              {t('buyDialog.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('buyDialog.confirmText', { count, total: money(total) })}</p>
      </Dialog>

      <Dialog
        open={dialog === 'noFunds'}
        onOpenChange={close}
        presentation="confirm"
        title={t('noFunds.title')}
        footer={
          <Link href={depositHref} className={buttonVariants()}>
            {t('noFunds.deposit')}
          </Link>
        }
      >
        <p>{t('noFunds.text')}</p>
      </Dialog>

      <Dialog
        open={dialog === 'error'}
        onOpenChange={close}
        presentation="confirm"
        title={t('errorTitle')}
        footer={<Button onClick={() => setDialog(null)}>{t('ok')}</Button>}
      >
        {ageGate ? (
          <AgeGateNotice gate={ageGate} />
        ) : (
          <p>{refusal && (PLAY_REFUSALS as readonly string[]).includes(refusal) ? t(`refused.${refusal as (typeof PLAY_REFUSALS)[number]}`) : spec('errorPopups.somethingWentWrong')}</p>
        )}
      </Dialog>
    </>
  );
}
