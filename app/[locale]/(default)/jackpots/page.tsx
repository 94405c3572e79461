import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { JackpotList, jackpotsQuery, jackpotWinnersQuery, JackpotWins } from '@/features/jackpots';
import { EmptyState, optional, PageHeader, pageMetadata, required, Section, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/jackpots'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.jackpots(), namespace: 'JackpotsPage' });
}

/** /jackpots: every running jackpot and its live amount (Jackpots/get), and the latest payouts (getWinners). */
async function JackpotsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const client = makeQueryClient();
  const [t, tp, jackpots, wins] = await Promise.all([
    getTranslations('JackpotsPage'),
    getTranslations('JackpotPage'),
    required(client.fetchQuery(jackpotsQuery(api))),
    optional(client.fetchQuery(jackpotWinnersQuery(null, 10, api)), []),
  ]);
  return (
    <Container className="py-6 md:py-8">
      <PageHeader title={t('title')} description={t('metaDescription')} />
      <HydrationBoundary state={dehydrate(client)}>
        {jackpots.length > 0 ? <JackpotList jackpots={jackpots} /> : <EmptyState title={t('empty')} />}
      </HydrationBoundary>
      <div className="mt-10">
        <Section id="wins" title={tp('wins')}>
          <JackpotWins wins={wins} caption={tp('wins')} showJackpot />
        </Section>
      </div>
    </Container>
  );
}

export default withFatalPages(JackpotsPage);
