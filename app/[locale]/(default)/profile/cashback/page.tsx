import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cashbacksQuery, ProfileFrame, RecordList } from '@/features/profile';
import { EmptyState, pageMetadata, requiredSignedIn, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/profile/cashback'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.profile('cashback'), namespace: 'ProfileCashbackPage', noindex: true });
}

/** /profile/cashback: the player's cashbacks, newest first (cashbacks/get); payout is the bonuses work. */
async function ProfileCashbackPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const [t, cashbacks] = await Promise.all([
    getTranslations('ProfileCashbackPage'),
    requiredSignedIn(makeQueryClient().fetchQuery(cashbacksQuery(api)), paths.profile('cashback')),
  ]);
  return (
    <ProfileFrame section="cashback" title={t('title')}>
      {cashbacks.length > 0 ? <RecordList rows={cashbacks} caption={t('title')} /> : <EmptyState title={t('empty')} />}
    </ProfileFrame>
  );
}

export default withFatalPages(ProfileCashbackPage);
