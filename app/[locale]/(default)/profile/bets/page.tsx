import { redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { localeHref } from '@/features/system';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/profile/bets'>;

/** /profile/bets opens on the bet history (SPEC §2); the proxy answers 308 before this runs. */
export default async function ProfileBetsIndexPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  redirect(await localeHref(paths.profile('bets/history'), locale));
}
