import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from './messages';
import { precompileMessages } from './precompile';
import { loadLocales } from './source';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const { locales, defaultLocale } = await loadLocales();
  const locale = locales.some((l) => l.code === requested) ? requested! : defaultLocale;
  // Compiled once per dictionary; next.config.ts gives use-intl its format-only formatter to match.
  return { locale, messages: precompileMessages(await loadMessages(locale)) };
});
