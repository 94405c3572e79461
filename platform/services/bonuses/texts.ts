import { textIn, type LocalizedText } from '../localized';

/**
 * Texts the platform itself writes into a bonus, a cashback or a prize, given in each of the site's
 * locales (the reads answer the request's locale through textIn / localize; en-US is word for word
 * what the platform wrote before these were translated).
 */
export type Texts = Record<'en-US' | 'pt-BR' | 'es-ES' | 'ar', string>;

/** The bonus a free-spins pack's wagered winnings become. */
export const FREE_SPINS_WINNINGS: Texts = {
  'en-US': 'Free spins winnings',
  'pt-BR': 'Ganhos de giros grátis',
  'es-ES': 'Ganancias de tiradas gratis',
  ar: 'أرباح اللفات المجانية',
};

/** The title of a weekly cashback. */
export const WEEKLY_CASHBACK: Texts = {
  'en-US': 'Weekly cashback',
  'pt-BR': 'Cashback semanal',
  'es-ES': 'Reembolso semanal',
  ar: 'استرداد نقدي أسبوعي',
};

/** The text of a computed cashback: `percent` of the net losses between two days (YYYY-MM-DD). */
export const cashbackText = (percent: number, from: string, to: string): Texts => ({
  'en-US': `${percent}% of your net losses from ${from} to ${to}.`,
  'pt-BR': `${percent}% das suas perdas líquidas de ${from} a ${to}.`,
  'es-ES': `${percent} % de tus pérdidas netas del ${from} al ${to}.`,
  ar: `${percent}% من صافي خسائرك من ${from} إلى ${to}.`,
});

/** A tournament prize: `{tournament}: place {place}`, the tournament's title (one or per locale) in each locale. */
export const tournamentPlace = (tournament: LocalizedText, place: number): Texts => ({
  'en-US': `${textIn(tournament, 'en-US')}: place ${place}`,
  'pt-BR': `${textIn(tournament, 'pt-BR')}: posição ${place}`,
  'es-ES': `${textIn(tournament, 'es-ES')}: puesto ${place}`,
  ar: `${textIn(tournament, 'ar')}: المركز ${place}`,
});
