import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { Tabs } from '@/components/tabs';
import { EmptyState, optional, PageHeader, pageMetadata, required, withFatalPages } from '@/features/system';
import { WinnersTable, winnersQuery, type LeaderboardKind } from '@/features/winners';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/winners'>;

const KINDS: LeaderboardKind[] = ['get', 'live', 'top'];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.winners(), namespace: 'WinnersPage' });
}

/** /winners: the leaderboards as tabs: biggest wins (leaderboard/get), live (latest) and top of the month. */
async function WinnersPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const client = makeQueryClient();
  const [t, ...boards] = await Promise.all([
    getTranslations('WinnersPage'),
    required(client.fetchQuery(winnersQuery('get', 20, api))),
    optional(client.fetchQuery(winnersQuery('live', 20, api)), []),
    optional(client.fetchQuery(winnersQuery('top', 20, api)), []),
  ]);
  return (
    <Container className="py-6 md:py-8">
      <PageHeader title={t('title')} description={t('metaDescription')} />
      <Tabs
        label={t('boards')}
        items={KINDS.map((kind, i) => {
          const wins = boards[i] ?? [];
          return {
            value: kind,
            label: t(`tabs.${kind}`),
            content: wins.length > 0 ? <WinnersTable wins={wins} caption={t(`tabs.${kind}`)} /> : <EmptyState title={t('empty')} />,
          };
        })}
      />
    </Container>
  );
}

export default withFatalPages(WinnersPage);
