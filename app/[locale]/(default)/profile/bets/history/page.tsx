import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BETS_PAGE_SIZE, BetFilters, betFiltersQuery, readBetFilters, RoundsTable, roundsQuery } from '@/features/bets';
import { ProfileFrame } from '@/features/profile';
import { EmptyState, localeHref, pageMetadata, Pagination, requiredSignedIn, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths, readPage } from '@/lib/routing';

type Props = PageProps<'/[locale]/profile/bets/history'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.profile('bets/history'), namespace: 'ProfileBetsHistoryPage', noindex: true });
}

/** /profile/bets/history: the player's game rounds (games/getHistory), filtered by mode and days, 20 a page. */
async function ProfileBetsHistoryPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const page = readPage(query.page);
  const filters = readBetFilters(query);
  const path = paths.profile('bets/history');
  const api = createServerApi(await headers());
  const [t, rounds, action] = await Promise.all([
    getTranslations('ProfileBetsHistoryPage'),
    requiredSignedIn(makeQueryClient().fetchQuery(roundsQuery(filters, page, api)), path),
    localeHref(path, locale),
  ]);
  const filtered = Object.keys(filters).length > 0;
  return (
    <ProfileFrame section="bets/history" title={t('title')}>
      <BetFilters action={action} filters={filters} label={t('filters')} submitLabel={t('apply')} />
      {rounds.items.length > 0 ? <RoundsTable rounds={rounds.items} /> : <EmptyState title={t(filtered ? 'emptyFiltered' : 'empty')} />}
      <Pagination basePath={`${path}${betFiltersQuery(filters)}`} page={page} hasNext={page * BETS_PAGE_SIZE < rounds.total} />
    </ProfileFrame>
  );
}

export default withFatalPages(ProfileBetsHistoryPage);
