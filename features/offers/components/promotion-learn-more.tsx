import { useTranslations } from 'next-intl';
import type { PromotionDetail } from '../promotion-detail';
import { PromotionDetailLink } from './promotion-detail-link';

/** A promotion card's "Learn more" (named with the promotion's title for assistive technology), translated on the server. */
export function PromotionLearnMore({ promotion, className }: { promotion: PromotionDetail; className?: string }) {
  const t = useTranslations('PromotionsPage');
  return (
    <PromotionDetailLink promotion={promotion} className={className}>
      {t('learnMore')}
      <span className="sr-only">: {promotion.title}</span>
    </PromotionDetailLink>
  );
}
