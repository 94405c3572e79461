'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Image } from '@/components/image';
import { useRealtimeEvent } from '@/features/realtime';
import { toast } from '@/features/shell';
import { isApiError } from '@/lib/api';
import type { Wheel, WheelCampaign, WheelReward, WheelSpin } from '@/lib/contract';
import { useBuySpins, useSpinWheel, WHEEL_UPDATED_EVENT, wheelCampaignsQuery, wheelKeys, wheelQuery, wheelQuestsQuery } from '../api';
import { rotationFor, WheelDisc } from './wheel-disc';
import { ageGateOf, type AgeGate } from '@/features/protection';
import { playRefusal, WheelDialogs, type WheelDialog } from './wheel-dialogs';
import { formatMoney } from '@/lib/format/money';

type Props = { campaigns: WheelCampaign[]; initialWheel: Wheel | null; signedIn: boolean };

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The wheel of fortune: the current campaign (the first; another can be chosen, which reloads
 * wheel and quests), its spins, the animated wheel and the nine dialogs of SPEC §2.
 */
export function WheelGame({ campaigns: initialCampaigns, initialWheel, signedIn }: Props) {
  const t = useTranslations('WheelGame');
  const queryClient = useQueryClient();
  const campaigns = useQuery({ ...wheelCampaignsQuery(), initialData: initialCampaigns }).data;
  const [campaignId, setCampaignId] = useState(initialCampaigns[0]!.id);
  const campaign = campaigns.find((c) => c.id === campaignId) ?? campaigns[0]!;
  const wheel = useQuery({ ...wheelQuery(campaign.id), initialData: campaign.id === initialCampaigns[0]!.id && initialWheel ? initialWheel : undefined }).data;
  const quests = useQuery({ ...wheelQuestsQuery(campaign.id), enabled: signedIn });
  const [dialog, setDialog] = useState<WheelDialog | null>(null);
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [landed, setLanded] = useState<WheelSpin | null>(null);
  const [announce, setAnnounce] = useState('');
  // why protection refused a spin or a purchase (exclusion, reality check, a limit), for the error dialog
  const [refusal, setRefusal] = useState<string | null>(null);
  // UK: a purchase waits for the age (and identity) to be verified: the error dialog leads there
  const [ageGate, setAgeGate] = useState<AgeGate | null>(null);
  const refused = (error: unknown) => {
    setRefusal(playRefusal(error));
    setAgeGate(isApiError(error) && error.type === 'AccessDeniedException' ? ageGateOf(error.data) : null);
    setDialog('error');
  };
  const buy = useBuySpins();
  const spin = useSpinWheel();

  useRealtimeEvent(WHEEL_UPDATED_EVENT, () => {
    void queryClient.invalidateQueries({ queryKey: wheelKeys.campaigns() });
    void queryClient.invalidateQueries({ queryKey: wheelKeys.quests(campaign.id) });
  });

  // the campaign's button images (config.controls, SPEC §3), beside the button's text
  const controlImage = (control: 'spin' | 'buy') => {
    const src = campaign.config.controls[control];
    return src ? <Image src={src} alt="" width={20} height={20} className="size-5" data-testid={`wheel-control-${control}`} /> : null;
  };

  const rewardText = (reward: WheelReward) =>
    reward.type === 'empty' ? t('result.empty') : reward.type === 'respin' ? t('result.respin') : t('result.won', { title: reward.title });

  const settle = (result: WheelSpin) => {
    setSpinning(false);
    setAnnounce(rewardText(result.reward));
    toast({ type: result.reward.type === 'empty' ? 'neutral' : 'success', text: rewardText(result.reward) });
    void queryClient.invalidateQueries({ queryKey: wheelKeys.all });
  };

  const onSpin = () =>
    spin.mutate(campaign.id, {
      onSuccess: (data) => {
        queryClient.setQueryData<WheelCampaign[]>(wheelKeys.campaigns(), (list) => list?.map((c) => (c.id === campaign.id ? { ...c, spin_balance: data.spin_balance } : c)));
        const index = wheel?.sectors.findIndex((s) => s.position === data.spin.position) ?? 0;
        setLanded(data.spin);
        setAnnounce(t('spinning'));
        if (reducedMotion()) {
          setRotation(rotationFor(index, wheel?.sectors.length ?? 1, rotation) % 360);
          settle(data.spin);
        } else {
          setSpinning(true);
          setRotation(rotationFor(index, wheel?.sectors.length ?? 1, rotation));
        }
      },
      onError: (error) => {
        if (isApiError(error) && error.data && JSON.stringify(error.data).includes('no_spins')) setDialog('buy');
        else refused(error);
      },
    });

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <div className="flex flex-col items-center gap-4">
        <WheelDisc sectors={wheel?.sectors ?? []} rotation={rotation} spinning={spinning} onSettled={() => landed && spinning && settle(landed)} />
        <p role="status" aria-live="polite" className="min-h-6 text-center font-semibold" data-testid="wheel-result">
          {announce}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button size="lg" onClick={onSpin} loading={spin.isPending} disabled={!signedIn || spinning || campaign.spin_balance < 1}>
            {controlImage('spin')}
            {t('spin')}
          </Button>
          <Button size="lg" variant="outline" onClick={() => setDialog('buy')} disabled={!signedIn}>
            {controlImage('buy')}
            {t('buy')}
          </Button>
        </div>
        {!signedIn ? <p className="text-sm text-(--muted)">{t('signIn')}</p> : null}
      </div>
      <aside className="flex flex-col gap-4">
        {campaigns.length > 1 ? (
          <label className="flex flex-col gap-1 text-sm">
            {t('campaign')}
            <select className="h-10 rounded-lg border border-(--border) bg-(--surface) px-3" value={campaign.id} onChange={(e) => {
                setLanded(null);
                setCampaignId(Number(e.target.value));
              }}>
              {campaigns.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <div className="rounded-xl bg-(--surface) p-5">
          <h2 className="text-lg font-semibold">{campaign.title}</h2>
          <p className="text-3xl font-bold tabular-nums" data-testid="spin-balance">
            {t('spins', { count: campaign.spin_balance })}
          </p>
          <p className="text-sm text-(--muted)">{t('price', { price: formatMoney(campaign.spin_price.amount, campaign.spin_price.currency) })}</p>
        </div>
        <nav aria-label={t('more')} className="grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={() => setDialog('quests')} disabled={!signedIn}>
            {t('dialogs.quests')}
          </Button>
          <Button variant="secondary" onClick={() => setDialog('gifts')}>
            {t('dialogs.gifts')}
          </Button>
          <Button variant="secondary" onClick={() => setDialog('received')} disabled={!signedIn}>
            {t('dialogs.received')}
          </Button>
          <Button variant="secondary" onClick={() => setDialog('winners')}>
            {t('dialogs.winners')}
          </Button>
          <Button variant="secondary" onClick={() => setDialog('rules')}>
            {t('dialogs.rules')}
          </Button>
        </nav>
        {wheel?.fair ? (
          <p className="text-xs break-all text-(--muted)">
            {t('fair', { hash: wheel.fair.server_seed_hash.slice(0, 16), nonce: wheel.fair.nonce })}
          </p>
        ) : null}
      </aside>
      <WheelDialogs
        dialog={dialog}
        setDialog={setDialog}
        campaign={campaign}
        quests={quests.data ?? []}
        buying={buy.isPending}
        refusal={refusal}
        ageGate={ageGate}
        onBuy={(amount) =>
          buy.mutate(
            { campaignId: campaign.id, amount },
            {
              onSuccess: (data) => {
                setDialog(null);
                toast({ type: 'success', text: t('bought', { count: amount, balance: data.spin_balance }) });
              },
              onError: (error) => (isApiError(error) && JSON.stringify(error.data ?? {}).includes('insufficient_funds') ? setDialog('noFunds') : refused(error)),
            },
          )
        }
      />
    </div>
  );
}
