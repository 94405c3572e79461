import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { AuthHandoff, pageMetadata } from '@/features/system';
import { paths, SHOW_POPUP_REG } from '@/lib/routing';

type Props = PageProps<'/[locale]/forms/sign_up'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.signUp(), namespace: 'SignUpPage', noindex: true });
}

/** Standalone registration (empty layout). Until the accounts work lands it hands over to the registration popup on home. */
export default async function SignUpPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <AuthHandoff namespace="SignUpPage" query={SHOW_POPUP_REG} />;
}
