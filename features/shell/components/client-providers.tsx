'use client';

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { makeQueryClient } from '@/lib/query';
import { THEME_COOKIE } from '../theme';

type ThemeState = { theme: string; setTheme: (theme: string) => void };

/** The page's theme (first the one the server rendered from the cookie) and how to change it. */
export const ThemeContext = createContext<ThemeState>({ theme: 'dark', setTheme: () => {} });

let browserQueryClient: QueryClient | undefined;

// One client per server render, one for the browser's lifetime (TanStack's Next.js recipe).
function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}

/**
 * Puts `theme`'s class on <html> (the others off) with transitions suspended for that one frame, so
 * nothing fades between the themes' colours. The stylesheet carries the page's CSP nonce.
 */
function applyTheme(theme: string, themes: readonly string[], nonce?: string) {
  const root = document.documentElement;
  const pause = document.createElement('style');
  if (nonce) pause.nonce = nonce;
  pause.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.append(pause);
  root.classList.remove(...themes);
  root.classList.add(theme);
  void window.getComputedStyle(document.body).opacity; // flush styles before transitions resume
  setTimeout(() => pause.remove(), 1);
}

/** `nonce`: the page's CSP nonce, for the style that pauses transitions while the theme changes. */
type Props = { theme: string; themes: readonly string[]; nonce?: string; children: ReactNode };

/**
 * React Query and the theme for the browser. The server rendered <html class> from the theme cookie,
 * which stays the source of truth; a change is also written to localStorage so other open tabs follow
 * it (their `storage` event). A few lines instead of next-themes, whose inline script and provider
 * were on every page's first load.
 */
export function ClientProviders({ theme: serverTheme, themes, nonce, children }: Props) {
  const [theme, setThemeState] = useState(serverTheme);

  const setTheme = useCallback(
    (next: string) => {
      setThemeState(next);
      applyTheme(next, themes, nonce);
      try {
        localStorage.setItem(THEME_COOKIE, next);
      } catch {
        // storage blocked: other tabs keep their theme until they reload (the cookie has the new one)
      }
    },
    [themes, nonce],
  );

  useEffect(() => {
    if (!document.documentElement.classList.contains(serverTheme)) applyTheme(serverTheme, themes, nonce);
    const follow = (event: StorageEvent) => {
      if (event.key !== THEME_COOKIE || !event.newValue || !themes.includes(event.newValue)) return;
      setThemeState(event.newValue);
      applyTheme(event.newValue, themes, nonce);
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [serverTheme, themes, nonce]);

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);

  return (
    <QueryClientProvider client={getQueryClient()}>
      <ThemeContext value={value}>{children}</ThemeContext>
    </QueryClientProvider>
  );
}
