import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from './messages';
import { loadLocales } from './source';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const { locales, defaultLocale } = await loadLocales();
  const locale = locales.some((l) => l.code === requested) ? requested! : defaultLocale;
  return { locale, messages: await loadMessages(locale) };
});
