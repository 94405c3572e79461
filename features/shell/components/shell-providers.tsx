import type { AbstractIntlMessages } from 'next-intl';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { messagesVersion } from '@/lib/i18n/precompile';
import type { ReactNode } from 'react';
import { THEMES } from '../theme';
import { ClientProviders } from './client-providers';

type Props = {
  locale: string;
  /** Only the namespaces client components use: `pickMessages(messages, SHELL_MESSAGE_NAMESPACES)` plus features' own. */
  messages: AbstractIntlMessages;
  /** The theme read on the server with `readTheme` (the same one <html class> got). */
  theme: string;
  themes?: readonly string[];
  /** The page's CSP nonce (request header x-nonce), for next-themes' inline script. */
  nonce?: string;
  children: ReactNode;
};

/**
 * Everything client components need above them: next-intl (locale, time zone and the given
 * messages subset, and the version to load the others under), React Query and next-themes. A server component; the client part is ClientProviders.
 */
export async function ShellProviders({ locale, messages, theme, themes = THEMES, nonce, children }: Props) {
  // The dictionary's version: the browser loads the namespaces left out here (LazyMessages) under it.
  const version = messagesVersion(await getMessages());
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <ClientProviders theme={theme} themes={themes} nonce={nonce} messagesVersion={version}>
        {children}
      </ClientProviders>
    </NextIntlClientProvider>
  );
}
