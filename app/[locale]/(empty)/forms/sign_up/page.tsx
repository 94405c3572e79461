import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import { AUTH_MESSAGE_NAMESPACES, AuthPage } from '@/features/auth';
import { pickMessages, SHELL_MESSAGE_NAMESPACES } from '@/features/shell';
import { pageMetadata } from '@/features/system';
import { getCmsConfig } from '@/lib/cms';
import { paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/forms/sign_up'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: paths.signUp(), namespace: 'SignUpPage', noindex: true });
}

/** Standalone sign-up (empty layout, often framed by a partner page): the popup's form inline. */
export default async function SignUpPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [cms, messages] = await Promise.all([getCmsConfig(locale), getMessages()]);
  return (
    <NextIntlClientProvider messages={pickMessages(messages, [...SHELL_MESSAGE_NAMESPACES, ...AUTH_MESSAGE_NAMESPACES])}>
      <AuthPage view="registration" formFields={cms.formFields} frameAllowlist={process.env.FRAME_ALLOWLIST ?? ''} />
    </NextIntlClientProvider>
  );
}
