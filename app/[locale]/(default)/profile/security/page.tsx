import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { readAccount } from '@/features/account';
import { PasswordForm, ProfileFrame, ProfileMessages, ProfileSection, SignOutOthers, TwoFactorPanel } from '@/features/profile';
import { pageMetadata, requiredSignedIn, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/profile/security'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.profile('security'), namespace: 'ProfileSecurityPage', noindex: true });
}

/** /profile/security: change the password, two-factor on and off, sign out of other sessions. */
async function ProfileSecurityPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const [t, account] = await Promise.all([getTranslations('ProfileSecurityPage'), requiredSignedIn(readAccount(api), paths.profile('security'))]);
  return (
    <ProfileFrame section="security" title={t('title')}>
      <ProfileMessages>
        <div className="flex flex-col gap-8">
          <ProfileSection title={t('password')}>
            <PasswordForm />
          </ProfileSection>
          <ProfileSection title={t('twoFactor')}>
            <TwoFactorPanel initial={account.two_factor_auth} />
          </ProfileSection>
          <ProfileSection title={t('sessions')}>
            <SignOutOthers />
          </ProfileSection>
        </div>
      </ProfileMessages>
    </ProfileFrame>
  );
}

export default withFatalPages(ProfileSecurityPage);
