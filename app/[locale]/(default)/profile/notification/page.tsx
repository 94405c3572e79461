import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FactList, ProfileFrame, profileInfoQuery } from '@/features/profile';
import { EmptyState, pageMetadata, requiredSignedIn, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/profile/notification'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.profile('notification'), namespace: 'ProfileNotificationPage', noindex: true });
}

/** /profile/notification: each contact, whether it is confirmed and subscribed (getprofileinfo contacts). */
async function ProfileNotificationPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const [t, profile] = await Promise.all([
    getTranslations('ProfileNotificationPage'),
    requiredSignedIn(makeQueryClient().fetchQuery(profileInfoQuery(api)), paths.profile('notification')),
  ]);
  const contacts = profile.contacts ?? [];
  return (
    <ProfileFrame section="notification" title={t('title')}>
      {contacts.length > 0 ? (
        <FactList
          facts={contacts.map((c) => ({
            label: c.contact,
            value: `${c.is_confirmed ? t('confirmed') : t('notConfirmed')} · ${c.is_subscribed ? t('subscribed') : t('notSubscribed')}`,
          }))}
        />
      ) : (
        <EmptyState title={t('empty')} />
      )}
    </ProfileFrame>
  );
}

export default withFatalPages(ProfileNotificationPage);
