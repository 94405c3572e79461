import { useFormatter, useTranslations } from 'next-intl';
import type { Offer } from '@/lib/contract';

type Promotion = NonNullable<Offer['promotions']>[number];
type Money = { amount: number; currency: string };

const isMoney = (value: unknown): value is Money =>
  typeof value === 'object' && value !== null && typeof (value as Money).amount === 'number' && typeof (value as Money).currency === 'string';

/** One reward of an offer in words: "100% bonus up to $500", "50 free spins", "$10 bonus". */
export function RewardText({ promotion }: { promotion: Promotion }) {
  const t = useTranslations('OfferPage');
  const format = useFormatter();
  const money = (m: Money) => format.number(m.amount, { style: 'currency', currency: m.currency });
  if (promotion.type === 'freespins' && typeof promotion.count === 'number') return <>{t('rewardFreespins', { count: promotion.count })}</>;
  if (promotion.type === 'bonus' && typeof promotion.percent === 'number' && isMoney(promotion.max_amount)) {
    return <>{t('rewardBonusPercent', { percent: promotion.percent, max: money(promotion.max_amount) })}</>;
  }
  if (promotion.type === 'bonus' && isMoney(promotion.amount)) return <>{t('rewardBonusAmount', { amount: money(promotion.amount) })}</>;
  return <>{t('reward', { type: promotion.type })}</>;
}
