import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { EmptyState, PageHeader, pageMetadata, required, Section, withFatalPages } from '@/features/system';
import { TournamentList, tournamentsQuery } from '@/features/tournaments';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/tournaments'>;

const STATUSES = ['active', 'future', 'finished'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.tournaments(), namespace: 'TournamentsPage' });
}

/** /tournaments: running, upcoming and finished tournaments (tournaments/get, status all). */
async function TournamentsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const [t, tournaments] = await Promise.all([getTranslations('TournamentsPage'), required(makeQueryClient().fetchQuery(tournamentsQuery('all', 60, api)))]);
  const groups = STATUSES.map((status) => ({ status, items: tournaments.filter((x) => x.status === status) })).filter((g) => g.items.length > 0);
  return (
    <Container className="py-6 md:py-8">
      <PageHeader title={t('title')} description={t('metaDescription')} />
      {groups.length > 0 ? (
        groups.map((group) => (
          <Section key={group.status} id={group.status} title={t(group.status)}>
            <TournamentList tournaments={group.items} />
          </Section>
        ))
      ) : (
        <EmptyState title={t('empty')} />
      )}
    </Container>
  );
}

export default withFatalPages(TournamentsPage);
