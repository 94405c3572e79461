import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { JackpotList, jackpotsQuery } from '@/features/jackpots';
import { EmptyState, PageHeader, pageMetadata, required, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/jackpots'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.jackpots(), namespace: 'JackpotsPage' });
}

/** /jackpots: every running jackpot and its amount (Jackpots/get). */
async function JackpotsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const [t, jackpots] = await Promise.all([getTranslations('JackpotsPage'), required(makeQueryClient().fetchQuery(jackpotsQuery(api)))]);
  return (
    <Container className="py-6 md:py-8">
      <PageHeader title={t('title')} description={t('metaDescription')} />
      {jackpots.length > 0 ? <JackpotList jackpots={jackpots} /> : <EmptyState title={t('empty')} />}
    </Container>
  );
}

export default withFatalPages(JackpotsPage);
