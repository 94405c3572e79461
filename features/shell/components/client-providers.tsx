'use client';

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from 'next-themes';
import { createContext, useEffect, useState, type ReactNode } from 'react';
import { makeQueryClient } from '@/lib/query';
import { THEME_COOKIE } from '../theme';
import { MessagesVersionContext } from './lazy-messages';

/** The theme the server rendered (from the cookie): what switches show before next-themes knows. */
export const ServerThemeContext = createContext<string>('dark');

let browserQueryClient: QueryClient | undefined;

// One client per server render, one for the browser's lifetime (TanStack's Next.js recipe).
function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}

/** `nonce`: the page's CSP nonce, for next-themes' inline script. */
type Props = { theme: string; themes: readonly string[]; nonce?: string; messagesVersion?: string; children: ReactNode };

/** React Query and next-themes for the browser; the cookie theme wins over a stale localStorage copy. */
export function ClientProviders({ theme, themes, nonce, messagesVersion = '', children }: Props) {
  // Before next-themes reads localStorage in its first render, align it with the cookie the
  // server rendered <html class> from, so server markup and client state agree.
  useState(() => {
    try {
      if (typeof window !== 'undefined' && localStorage.getItem(THEME_COOKIE) !== theme) localStorage.setItem(THEME_COOKIE, theme);
    } catch {
      // storage blocked: next-themes falls back to defaultTheme, which is the cookie's theme too
    }
  });

  // <html data-hydrated>: the page's shell is interactive. The framework's scripts load after the
  // first paint (decision 0043), so the document's load event no longer says that; tests wait for this.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);

  return (
    <QueryClientProvider client={getQueryClient()}>
      <ThemeProvider
        attribute="class"
        themes={[...themes]}
        defaultTheme={theme}
        storageKey={THEME_COOKIE}
        enableSystem={false}
        disableTransitionOnChange
        nonce={nonce}
      >
        <ServerThemeContext value={theme}>
          <MessagesVersionContext value={messagesVersion}>{children}</MessagesVersionContext>
        </ServerThemeContext>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
