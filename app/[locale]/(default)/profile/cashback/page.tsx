import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LazyCashbackPanel, cashbacksQuery } from '@/features/bonuses';
import { ProfileFrame } from '@/features/profile';
import { pageMetadata, requiredSignedIn, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/profile/cashback'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.profile('cashback'), namespace: 'ProfileCashbackPage', noindex: true });
}

/** /profile/cashback: the player's cashbacks, newest first (cashbacks/get), with payout and remove. */
async function ProfileCashbackPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const [t, cashbacks] = await Promise.all([getTranslations('ProfileCashbackPage'), requiredSignedIn(makeQueryClient().fetchQuery(cashbacksQuery(api)), paths.profile('cashback'))]);
  return (
    <ProfileFrame section="cashback" title={t('title')}>
      <LazyCashbackPanel initial={cashbacks} />
    </ProfileFrame>
  );
}

export default withFatalPages(ProfileCashbackPage);
