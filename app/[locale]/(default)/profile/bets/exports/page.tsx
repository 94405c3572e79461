import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { betExportsQuery, ProfileFrame, RecordList } from '@/features/profile';
import { EmptyState, pageMetadata, requiredSignedIn, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/profile/bets/exports'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.profile('bets/exports'), namespace: 'ProfileBetsExportsPage', noindex: true });
}

/** /profile/bets/exports: requested exports of the bet history (games/gethistoryexportrequest). */
async function ProfileBetsExportsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const [t, exports] = await Promise.all([
    getTranslations('ProfileBetsExportsPage'),
    requiredSignedIn(makeQueryClient().fetchQuery(betExportsQuery(api)), paths.profile('bets/exports')),
  ]);
  return (
    <ProfileFrame section="bets/exports" title={t('title')}>
      {exports.length > 0 ? <RecordList rows={exports} caption={t('title')} /> : <EmptyState title={t('empty')} />}
    </ProfileFrame>
  );
}

export default withFatalPages(ProfileBetsExportsPage);
