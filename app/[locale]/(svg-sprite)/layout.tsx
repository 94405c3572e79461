import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '@/features/shell';
import { SYSTEM_CLIENT_NAMESPACES } from '@/features/system';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** SPEC §2 svg-sprite layout: no chrome, only what the error boundary needs to speak the locale. */
export default async function SvgSpriteLayout({ children, params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const messages = await getMessages();
  return (
    <NextIntlClientProvider locale={locale} messages={pickMessages(messages, SYSTEM_CLIENT_NAMESPACES)}>
      <main id="main-content" className="mx-auto max-w-5xl p-6">
        {children}
      </main>
    </NextIntlClientProvider>
  );
}
