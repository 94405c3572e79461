import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Notice } from '@/components/notice';
import { readAccount } from '@/features/account';
import { SignOutButton } from '@/features/auth';
import {
  AccountPreferences,
  CONFIRM_SENT_KEY,
  ConfirmContactHint,
  ContactsPanel,
  PersonalDataForm,
  phoneCountriesQuery,
  ProfileFrame,
  ProfileMessages,
  ProfileSection,
  profileFieldsQuery,
  profileInfoQuery,
  returnPathOf,
} from '@/features/profile';
import { optional, pageMetadata, requiredSignedIn, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { loadLocales } from '@/lib/i18n';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/profile/settings'>;

/** The time of this request: the confirm-contact hint's clock, the same in the HTML and after hydration. */
const requestTime = () => Date.now();

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.profile('settings'), namespace: 'ProfileSettingsPage', noindex: true });
}

/**
 * /profile/settings: personal data by country, nickname, language and currency, contacts. Opened with
 * `from` and `toastType` when the cashier needs data first (SPEC §2): saving leads back there.
 */
async function ProfileSettingsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const returnTo = returnPathOf((await searchParams).from);
  const api = createServerApi(await headers());
  const client = makeQueryClient();
  const path = paths.profile('settings');
  const [t, account, profile, countries, general, locales, stored] = await Promise.all([
    getTranslations('ProfileSettingsPage'),
    requiredSignedIn(readAccount(api), path),
    requiredSignedIn(client.fetchQuery(profileInfoQuery(api)), path),
    client.fetchQuery(phoneCountriesQuery(api)),
    optional(api.call('metadata/getgeneralinfo'), null),
    loadLocales(),
    optional(api.call('storage/get', { keys: [CONFIRM_SENT_KEY] }), {} as Record<string, string>),
  ]);
  const definitions = await client.fetchQuery(profileFieldsQuery(profile.country_code ?? null, api));
  const countryOptions = countries.map((c) => ({ value: c.country_code, label: c.name }));
  return (
    <ProfileFrame section="settings" title={t('title')}>
      <ProfileMessages>
        <HydrationBoundary state={dehydrate(client)}>
          <div className="flex flex-col gap-8">
            <ConfirmContactHint regTime={account.reg_time} login={account.login} confirmSent={Boolean(stored[CONFIRM_SENT_KEY])} now={requestTime()} />
            <ProfileSection title={t('personal')} description={t('personalDescription')}>
              {returnTo && <Notice tone="info">{t('fillNotice')}</Notice>}
              <PersonalDataForm
                profile={profile}
                definitions={definitions}
                countries={countryOptions}
                returnTo={returnTo}
                currency={account.balance_main.currency}
                currencies={general?.available_currencies ?? []}
                minAge={general?.min_age}
              />
            </ProfileSection>
            <ProfileSection title={t('contacts')} description={t('contactsDescription')}>
              <ContactsPanel countries={countries} />
            </ProfileSection>
            <ProfileSection title={t('account')}>
              <AccountPreferences
                fakename={account.fakename ?? ''}
                locale={account.locale ?? locale}
                locales={locales.locales}
                defaultLocale={locales.defaultLocale}
                currency={account.balance_main.currency}
                currencies={general?.available_currencies ?? []}
              />
            </ProfileSection>
          </div>
        </HydrationBoundary>
      </ProfileMessages>
      {/* On phones the header has no room for it: signing out is here. */}
      <SignOutButton className="mt-6 w-full md:hidden" />
    </ProfileFrame>
  );
}

export default withFatalPages(ProfileSettingsPage);
