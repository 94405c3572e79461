import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { OfferList, offersQuery } from '@/features/offers';
import { EmptyState, PageHeader, pageMetadata, required, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/offers'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.offers(), namespace: 'OffersPage' });
}

/** /offers: the campaign offers open to this visitor (campaigns/getoffers). */
async function OffersPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const [t, offers] = await Promise.all([getTranslations('OffersPage'), required(makeQueryClient().fetchQuery(offersQuery(api)))]);
  return (
    <Container className="py-6 md:py-8">
      <PageHeader title={t('title')} description={t('metaDescription')} />
      {offers.length > 0 ? <OfferList offers={offers} /> : <EmptyState title={t('empty')} />}
    </Container>
  );
}

export default withFatalPages(OffersPage);
