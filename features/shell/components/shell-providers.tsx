import type { AbstractIntlMessages } from 'next-intl';
import { NextIntlClientProvider } from 'next-intl';
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
 * messages subset), React Query and next-themes. A server component; the client part is ClientProviders.
 */
export function ShellProviders({ locale, messages, theme, themes = THEMES, nonce, children }: Props) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <ClientProviders theme={theme} themes={themes} nonce={nonce}>
        {children}
      </ClientProviders>
    </NextIntlClientProvider>
  );
}
