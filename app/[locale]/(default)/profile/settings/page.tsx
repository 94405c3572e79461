import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { accountQuery, FactList, ProfileFrame, profileInfoQuery } from '@/features/profile';
import { pageMetadata, requiredSignedIn, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/profile/settings'>;

const FIELDS = ['login', 'fakename', 'first_name', 'last_name', 'birth_date', 'country', 'email', 'mobile', 'currency'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.profile('settings'), namespace: 'ProfileSettingsPage', noindex: true });
}

/** /profile/settings: the player's personal data, read-only (getprofileinfo, getInfo); editing is the profile work. */
async function ProfileSettingsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const client = makeQueryClient();
  const path = paths.profile('settings');
  const [t, account, profile] = await Promise.all([
    getTranslations('ProfileSettingsPage'),
    requiredSignedIn(client.fetchQuery(accountQuery(api)), path),
    requiredSignedIn(client.fetchQuery(profileInfoQuery(api)), path),
  ]);
  const email = profile.contacts?.find((c) => c.type === 'email')?.contact ?? profile.email;
  const mobile = profile.contacts?.find((c) => c.type === 'phone')?.contact ?? profile.mobile;
  const values: Partial<Record<(typeof FIELDS)[number], string>> = { ...profile, login: account.login, fakename: account.fakename, email, mobile };
  return (
    <ProfileFrame section="settings" title={t('title')}>
      <FactList facts={FIELDS.map((field) => ({ label: t(`fields.${field}`), value: values[field] }))} />
    </ProfileFrame>
  );
}

export default withFatalPages(ProfileSettingsPage);
