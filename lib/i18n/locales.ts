/** A locale option as SPEC §3 names it. */
export type LocaleOption = { code: string; name: string; icon: string; dir: 'ltr' | 'rtl' };

export type LocalesPayload = { locales: LocaleOption[]; defaultLocale: string };

export const FALLBACK_LOCALE = 'en-US';
export const LOCALE_COOKIE = 'i18n_locale';
export const LOCALE_COOKIE_MAX_AGE = 31_536_000;

/** The embedded platform's locales (served at /nfx/i18n/locales). */
export const EMBEDDED_LOCALES: LocalesPayload = {
  defaultLocale: 'en-US',
  locales: [
    { code: 'en-US', name: 'English', icon: '🇺🇸', dir: 'ltr' },
    { code: 'pt-BR', name: 'Português', icon: '🇧🇷', dir: 'ltr' },
    { code: 'es-ES', name: 'Español', icon: '🇪🇸', dir: 'ltr' },
    { code: 'ar', name: 'العربية', icon: '🇦🇪', dir: 'rtl' },
  ],
};

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

export function directionOf(code: string): 'ltr' | 'rtl' {
  const language = code.split('-')[0]?.toLowerCase() ?? '';
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}
