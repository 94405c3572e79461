import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FatalPage, pageMetadata } from '@/features/system';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/blocked'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'SystemPages' });
  return pageMetadata({ locale, path: paths.userBlocked(), title: t('userBlocked.title'), noindex: true });
}

/**
 * The user-blocked page (SPEC §6, §8: a banned user gets a fatal 403 page whose button goes to
 * support), in the empty layout as when a signed-in player's session is refused for a ban. A
 * sign-in (password, code, social, Telegram) answered UserBanned comes here: there is no session
 * for a page's own data to fail with.
 */
export default async function UserBlockedPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <FatalPage outcome={{ status: 403, page: 'user-blocked' }} />;
}
