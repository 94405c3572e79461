import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { headers } from 'next/headers';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { ProfileFrame } from '@/features/profile';
import { PROTECTION_NAMESPACES, protectionStatusQuery, LazyResponsibleGamingCentre } from '@/features/protection';
import { pickMessages } from '@/features/shell';
import { pageMetadata, requiredSignedIn, withFatalPages } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/profile/responsible-game'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.profile('responsible-game'), namespace: 'ProfileResponsibleGamePage', noindex: true });
}

/** /profile/responsible-game: the responsible-gambling centre (limits, reality check, time-out, self-exclusion). */
async function ProfileResponsibleGamePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createServerApi(await headers());
  const [t, messages, status] = await Promise.all([
    getTranslations('ProfileResponsibleGamePage'),
    getMessages(),
    requiredSignedIn(makeQueryClient().fetchQuery(protectionStatusQuery(api)), paths.profile('responsible-game')),
  ]);
  return (
    <ProfileFrame section="responsible-game" title={t('title')} description={t('description')}>
      <NextIntlClientProvider messages={pickMessages(messages, PROTECTION_NAMESPACES)}>
        <LazyResponsibleGamingCentre initial={status} />
      </NextIntlClientProvider>
    </ProfileFrame>
  );
}

export default withFatalPages(ProfileResponsibleGamePage);
