import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { accountQuery, FactList, ProfileFrame } from '@/features/profile';
import { pageMetadata, requiredSignedIn, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/profile/verification'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.profile('verification'), namespace: 'ProfileVerificationPage', noindex: true });
}

/** /profile/verification: the identity check's state (getInfo); the provider widget is the verification work. */
async function ProfileVerificationPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const [t, account] = await Promise.all([
    getTranslations('ProfileVerificationPage'),
    requiredSignedIn(makeQueryClient().fetchQuery(accountQuery(api)), paths.profile('verification')),
  ]);
  const status = account.is_verified ? t('verified') : account.is_on_verification ? t('pending') : t('notVerified');
  return (
    <ProfileFrame section="verification" title={t('title')}>
      <FactList facts={[{ label: t('status'), value: status }]} />
    </ProfileFrame>
  );
}

export default withFatalPages(ProfileVerificationPage);
