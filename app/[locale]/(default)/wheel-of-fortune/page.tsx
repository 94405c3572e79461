import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { EmptyState, optional, PageHeader, pageMetadata, withFatalPages } from '@/features/system';
import { wheelCampaignsQuery, WheelOverview, wheelQuery } from '@/features/wheel';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/wheel-of-fortune'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.wheelOfFortune(), namespace: 'WheelOfFortunePage' });
}

/** /wheel-of-fortune: the current campaign (the first returned) and its wheel's prizes. */
async function WheelOfFortunePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const client = makeQueryClient();
  const [t, campaigns] = await Promise.all([getTranslations('WheelOfFortunePage'), optional(client.fetchQuery(wheelCampaignsQuery(api)), [])]);
  const campaign = campaigns[0];
  const wheel = campaign ? await optional(client.fetchQuery(wheelQuery(campaign.id, api)), null) : null;
  return (
    <Container className="py-6 md:py-8">
      <PageHeader title={t('title')} description={t('metaDescription')} />
      {campaign ? <WheelOverview campaign={campaign} wheel={wheel} /> : <EmptyState title={t('empty')} />}
    </Container>
  );
}

export default withFatalPages(WheelOfFortunePage);
