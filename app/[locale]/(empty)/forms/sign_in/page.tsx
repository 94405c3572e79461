import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { AuthHandoff, pageMetadata } from '@/features/system';
import { paths, SHOW_POPUP_AUTH } from '@/lib/routing';

type Props = PageProps<'/[locale]/forms/sign_in'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.signIn(), namespace: 'SignInPage', noindex: true });
}

/** Standalone sign-in (empty layout). Until the accounts work lands it hands over to the sign-in popup on home. */
export default async function SignInPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <AuthHandoff namespace="SignInPage" query={SHOW_POPUP_AUTH} />;
}
