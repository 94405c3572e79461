import { useTranslations } from 'next-intl';
import type { PromotionDetail } from '../promotion-detail';
import { PromotionDetailLink } from './promotion-detail-link';

/** A promotion card's "Learn more" (named with the promotion's title for assistive technology), translated on the server. */
export function PromotionLearnMore({ promotion, className }: { promotion: PromotionDetail; className?: string }) {
  const t = useTranslations('PromotionsPage');
  return (
    // the name begins with the visible words (WCAG 2.5.3); a visually hidden span would be read as a separate chunk ("Learn more : …")
    <PromotionDetailLink promotion={promotion} className={className} aria-label={`${t('learnMore')}: ${promotion.title}`}>
      {t('learnMore')}
    </PromotionDetailLink>
  );
}
