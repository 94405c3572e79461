import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { HeroBanners, loadCmsBanners, PROMOTIONS_BANNER_POSITION } from '@/features/content';
import { cmsPromotion, findPromotion, PROMOTION_QUERY, PromotionDetailPanel, PromotionLearnMore, PromotionList, promotionBannersQuery } from '@/features/offers';
import { EmptyState, HydrateApart, PageHeader, pageMetadata, required, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/promotions'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.promotions(), namespace: 'PromotionsPage' });
}

/**
 * /promotions: the CMS promotion banners and the platform's campaign banners (banners/get). A card
 * with a full text has a "Learn more" that opens the promotion detail dialog; its link,
 * ?promotion={key}, renders that detail here on the server (without JavaScript, for crawlers).
 */
async function PromotionsPage({ params, searchParams }: Props) {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const [t, featured, banners] = await Promise.all([
    getTranslations('PromotionsPage'),
    loadCmsBanners(locale, PROMOTIONS_BANNER_POSITION),
    required(makeQueryClient().fetchQuery(promotionBannersQuery(api))),
  ]);
  const key = query[PROMOTION_QUERY];
  const open = findPromotion(typeof key === 'string' ? key : undefined, featured, banners);
  const learnMore = (banner: (typeof featured)[number]) => {
    const detail = cmsPromotion(banner);
    return detail ? <PromotionLearnMore promotion={detail} className="text-sm font-medium text-white underline underline-offset-4 hover:no-underline" /> : null;
  };
  return (
    <Container className="py-6 md:py-8">
      <PageHeader title={t('title')} description={t('metaDescription')} />
      {open ? <PromotionDetailPanel promotion={open} /> : null}
      {/* Each part hydrates in a task of its own (HydrateApart). */}
      <HydrateApart>
        <HeroBanners banners={featured} label={t('title')} more={learnMore} />
      </HydrateApart>
      {banners.length > 0 ? (
        <HydrateApart>
          <PromotionList banners={banners} />
        </HydrateApart>
      ) : featured.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : null}
    </Container>
  );
}

export default withFatalPages(PromotionsPage);
