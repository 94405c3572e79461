import { cookies, headers } from 'next/headers';
import { getMessages, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BackUrlCapture, FaviconLinks, pickMessages, readTheme, SHELL_MESSAGE_NAMESPACES, ShellProviders } from '@/features/shell';
import { env, listOf } from '@/lib/config';
import { EmptyFrame, RouteScroll, SYSTEM_CLIENT_NAMESPACES } from '@/features/system';
import { getCmsConfig } from '@/lib/cms';
import { NONCE_HEADER } from '@/lib/routing';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** SPEC §2 empty layout (standalone forms, forbidden, maintenance): providers and theme, no header or sidebar. */
export default async function EmptyLayout({ children, params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [cms, messages, cookieStore, requestHeaders] = await Promise.all([getCmsConfig(locale), getMessages(), cookies(), headers()]);
  const { favicon, theme } = cms.siteSettings;
  return (
    <ShellProviders
      locale={locale}
      messages={pickMessages(messages, [...SHELL_MESSAGE_NAMESPACES, ...SYSTEM_CLIENT_NAMESPACES])}
      theme={readTheme(cookieStore, theme.themes, theme.default)}
      themes={theme.themes}
      nonce={requestHeaders.get(NONCE_HEADER) ?? undefined}
    >
      <FaviconLinks favicon={favicon} />
      <RouteScroll />
      <BackUrlCapture allowlist={listOf(env().REDIRECT_ALLOWLIST)} />
      <EmptyFrame>{children}</EmptyFrame>
    </ShellProviders>
  );
}
