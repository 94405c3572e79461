import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { identityVerificationEnabled, ProfileFrame, ProfileMessages, VerificationPanel, verificationStatusQuery } from '@/features/profile';
import { NotFoundAnswer, pageMetadata, requiredSignedIn, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/profile/verification'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.profile('verification'), namespace: 'ProfileVerificationPage', noindex: true });
}

/**
 * /profile/verification: the identity check's state and the provider's step (demo upload or Sumsub's
 * WebSDK). With identity verification switched off by the operator it does not exist (404).
 */
async function ProfileVerificationPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (!identityVerificationEnabled()) return <NotFoundAnswer />;
  const api = createServerApi(await headers());
  const [t, status] = await Promise.all([
    getTranslations('ProfileVerificationPage'),
    requiredSignedIn(makeQueryClient().fetchQuery(verificationStatusQuery(api)), paths.profile('verification')),
  ]);
  return (
    <ProfileFrame section="verification" title={t('title')} description={t('description')}>
      <ProfileMessages>
        <VerificationPanel initial={status} />
      </ProfileMessages>
    </ProfileFrame>
  );
}

export default withFatalPages(ProfileVerificationPage);
