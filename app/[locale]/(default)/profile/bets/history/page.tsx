import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BETS_PAGE_SIZE, betHistoryQuery, ProfileFrame, RecordList } from '@/features/profile';
import { EmptyState, pageMetadata, Pagination, requiredSignedIn, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths, readPage } from '@/lib/routing';

type Props = PageProps<'/[locale]/profile/bets/history'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.profile('bets/history'), namespace: 'ProfileBetsHistoryPage', noindex: true });
}

/** /profile/bets/history: the player's bets, 20 a page (games/getHistory). */
async function ProfileBetsHistoryPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const page = readPage((await searchParams).page);
  const api = createServerApi(await headers());
  const [t, bets] = await Promise.all([
    getTranslations('ProfileBetsHistoryPage'),
    requiredSignedIn(makeQueryClient().fetchQuery(betHistoryQuery(page, api)), paths.profile('bets/history')),
  ]);
  return (
    <ProfileFrame section="bets/history" title={t('title')}>
      {bets.length > 0 ? <RecordList rows={bets} caption={t('title')} /> : <EmptyState title={t('empty')} />}
      <Pagination basePath={paths.profile('bets/history')} page={page} hasNext={bets.length === BETS_PAGE_SIZE} />
    </ProfileFrame>
  );
}

export default withFatalPages(ProfileBetsHistoryPage);
