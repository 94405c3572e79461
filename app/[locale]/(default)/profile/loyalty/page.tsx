import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { loyaltyInfoQuery, LoyaltyStatus } from '@/features/loyalty';
import { ProfileFrame } from '@/features/profile';
import { EmptyState, pageMetadata, requiredSignedIn, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/profile/loyalty'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.profile('loyalty'), namespace: 'ProfileLoyaltyPage', noindex: true });
}

/** /profile/loyalty: the player's loyalty points and status (loyalty/getinfo). */
async function ProfileLoyaltyPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const [t, info] = await Promise.all([
    getTranslations('ProfileLoyaltyPage'),
    requiredSignedIn(makeQueryClient().fetchQuery(loyaltyInfoQuery(api)), paths.profile('loyalty')),
  ]);
  return (
    <ProfileFrame section="loyalty" title={t('title')}>
      {info.is_active ? <LoyaltyStatus info={info} /> : <EmptyState title={t('empty')} />}
    </ProfileFrame>
  );
}

export default withFatalPages(ProfileLoyaltyPage);
