import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BETS_PAGE_SIZE, BetFilters, betFiltersQuery, readBetFilters, RoundsTable, roundsQuery, SportBetsTable, sportBetsQuery } from '@/features/bets';
import { ProfileFrame } from '@/features/profile';
import { EmptyState, localeHref, optional, pageMetadata, Pagination, requiredSignedIn, Section, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths, readPage } from '@/lib/routing';

type Props = PageProps<'/[locale]/profile/bets/history'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.profile('bets/history'), namespace: 'ProfileBetsHistoryPage', noindex: true });
}

/** /profile/bets/history: the player's game rounds (games/getHistory), filtered by mode and days, 20 a page; then the latest sports bets (games/getSportBets). */
async function ProfileBetsHistoryPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const page = readPage(query.page);
  const filters = readBetFilters(query);
  const path = paths.profile('bets/history');
  const api = createServerApi(await headers());
  const [t, ts, rounds, action, sportBets] = await Promise.all([
    getTranslations('ProfileBetsHistoryPage'),
    getTranslations('SportBets'),
    requiredSignedIn(makeQueryClient().fetchQuery(roundsQuery(filters, page, api)), path),
    localeHref(path, locale),
    optional(makeQueryClient().fetchQuery(sportBetsQuery(api)), []),
  ]);
  const filtered = Object.keys(filters).length > 0;
  return (
    <ProfileFrame section="bets/history" title={t('title')}>
      <BetFilters action={action} filters={filters} label={t('filters')} submitLabel={t('apply')} />
      {rounds.items.length > 0 ? <RoundsTable rounds={rounds.items} /> : <EmptyState title={t(filtered ? 'emptyFiltered' : 'empty')} />}
      <Pagination basePath={`${path}${betFiltersQuery(filters)}`} page={page} hasNext={page * BETS_PAGE_SIZE < rounds.total} />
      <div className="mt-10">
        <Section id="sport-bets" title={ts('title')}>
          {sportBets.length > 0 ? <SportBetsTable bets={sportBets} /> : <EmptyState title={ts('empty')} />}
        </Section>
      </div>
    </ProfileFrame>
  );
}

export default withFatalPages(ProfileBetsHistoryPage);
