import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotificationSettingsForm, notificationSettingsQuery, ProfileFrame, ProfileMessages } from '@/features/profile';
import { LocalLink, pageMetadata, requiredSignedIn, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/profile/notification'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.profile('notification'), namespace: 'ProfileNotificationPage', noindex: true });
}

/** /profile/notification: the kinds of messages the player wants; news per contact are on the settings page. */
async function ProfileNotificationPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const [t, settings] = await Promise.all([
    getTranslations('ProfileNotificationPage'),
    requiredSignedIn(makeQueryClient().fetchQuery(notificationSettingsQuery(api)), paths.profile('notification')),
  ]);
  return (
    <ProfileFrame section="notification" title={t('title')} description={t('description')}>
      <ProfileMessages>
        <NotificationSettingsForm initial={settings} />
      </ProfileMessages>
      <p className="mt-6 text-sm text-(--muted)">
        {t.rich('contactsHint', { link: (chunks) => <LocalLink href={paths.profile('settings')} className="underline">{chunks}</LocalLink> })}
      </p>
    </ProfileFrame>
  );
}

export default withFatalPages(ProfileNotificationPage);
