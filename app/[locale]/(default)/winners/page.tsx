import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { EmptyState, optional, PageHeader, pageMetadata, required, Section, withFatalPages } from '@/features/system';
import { WinnersTable, winnersQuery } from '@/features/winners';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/winners'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.winners(), namespace: 'WinnersPage' });
}

/** /winners: the latest wins (leaderboard/get) and the biggest ones (leaderboard/top). */
async function WinnersPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const client = makeQueryClient();
  const [t, latest, top] = await Promise.all([
    getTranslations('WinnersPage'),
    required(client.fetchQuery(winnersQuery('get', 20, api))),
    optional(client.fetchQuery(winnersQuery('top', 10, api)), []),
  ]);
  return (
    <Container className="py-6 md:py-8">
      <PageHeader title={t('title')} description={t('metaDescription')} />
      <Section id="latest" title={t('latest')}>
        {latest.length > 0 ? <WinnersTable wins={latest} caption={t('latest')} /> : <EmptyState title={t('empty')} />}
      </Section>
      {top.length > 0 ? (
        <Section id="top" title={t('top')}>
          <WinnersTable wins={top} caption={t('top')} />
        </Section>
      ) : null}
    </Container>
  );
}

export default withFatalPages(WinnersPage);
