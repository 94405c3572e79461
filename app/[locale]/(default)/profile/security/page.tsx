import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { accountQuery, FactList, ProfileFrame } from '@/features/profile';
import { pageMetadata, requiredSignedIn, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/profile/security'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.profile('security'), namespace: 'ProfileSecurityPage', noindex: true });
}

/** /profile/security: login and two-factor state (getInfo); changing them is the accounts work. */
async function ProfileSecurityPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const [t, account] = await Promise.all([
    getTranslations('ProfileSecurityPage'),
    requiredSignedIn(makeQueryClient().fetchQuery(accountQuery(api)), paths.profile('security')),
  ]);
  return (
    <ProfileFrame section="security" title={t('title')}>
      <FactList
        facts={[
          { label: t('login'), value: account.login },
          { label: t('twoFactor'), value: account.two_factor_auth ? t('on') : t('off') },
        ]}
      />
    </ProfileFrame>
  );
}

export default withFatalPages(ProfileSecurityPage);
