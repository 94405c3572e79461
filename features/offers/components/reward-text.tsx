import { useTranslations } from 'next-intl';
import { isPromotionType, type Offer } from '@/lib/contract';
import { formatMoney } from '@/lib/format/money';

type Promotion = NonNullable<Offer['promotions']>[number];
type Money = { amount: number; currency: string };

const isMoney = (value: unknown): value is Money =>
  typeof value === 'object' && value !== null && typeof (value as Money).amount === 'number' && typeof (value as Money).currency === 'string';

/**
 * One reward of an offer in words: "100% bonus up to $500", "50 free spins", "$10 bonus", "$5
 * betting bonus". Every type the platform grants (PROMOTION_TYPES) has words of its own, its
 * figures when they are there, else its name (rewardType); only a type outside the contract falls
 * back to naming the type.
 */
export function RewardText({ promotion }: { promotion: Promotion }) {
  const t = useTranslations('OfferPage');
  const money = (m: Money) => formatMoney(m.amount, m.currency);
  const { type } = promotion;
  if (type === 'freespins' && typeof promotion.count === 'number') return <>{t('rewardFreespins', { count: promotion.count })}</>;
  if (type === 'bonus' || type === 'betting_bonus') {
    const betting = type === 'betting_bonus';
    if (typeof promotion.percent === 'number' && isMoney(promotion.max_amount)) {
      return <>{t(betting ? 'rewardBettingBonusPercent' : 'rewardBonusPercent', { percent: promotion.percent, max: money(promotion.max_amount) })}</>;
    }
    if (isMoney(promotion.amount)) return <>{t(betting ? 'rewardBettingBonusAmount' : 'rewardBonusAmount', { amount: money(promotion.amount) })}</>;
  }
  if (isPromotionType(type)) return <>{t(`rewardType.${type}`)}</>;
  return <>{t('reward', { type })}</>;
}
