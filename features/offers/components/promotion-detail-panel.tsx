import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/button';
import { ContentLink, LocalLink } from '@/features/system';
import { paths } from '@/lib/routing';
import type { PromotionDetail } from '../promotion-detail';
import { PromotionText } from './promotion-text';

/**
 * The promotion detail rendered by the server, at the top of /promotions?promotion={key}: where a
 * card's "Learn more" leads without JavaScript (and for crawlers); with scripts the same link opens
 * the dialog instead. Title, picture, full text, the call to action and a way back to the list.
 */
export function PromotionDetailPanel({ promotion }: { promotion: PromotionDetail }) {
  const t = useTranslations('PromotionsPage');
  const { action } = promotion;
  const className = buttonVariants({ className: 'self-start' });
  return (
    <section aria-labelledby="promotion-detail-title" id="promotion-detail" className="mb-10 flex max-w-2xl flex-col gap-4 rounded-2xl bg-(--surface) p-5 md:p-6">
      <h2 id="promotion-detail-title" className="text-xl font-bold">
        {promotion.title}
      </h2>
      <PromotionText promotion={promotion} />
      <div className="flex flex-wrap items-center gap-4">
        {action ? (
          <ContentLink href={action.link} className={className}>
            {action.title}
          </ContentLink>
        ) : null}
        <LocalLink href={paths.promotions()} className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-400">
          {t('allPromotions')}
        </LocalLink>
      </div>
    </section>
  );
}
