import { describe, expect, it } from 'vitest';
import { formatSumAmount } from '@/lib/validation/sum-format';
import { FMT } from './client';
import { gameDocument } from './document';
import type { GameLocale } from './strings';

type Money = { amount: number | string; currency: string };

/** The game document's `fmt` as the browser runs it, with the document's own config in scope. */
function clientOf(locale: GameLocale) {
  const doc = gameDocument({ nonce: 'n', locale, sysname: 'sun-temple', name: 'Sun Temple', engine: 'slot', mode: 'real', authRequired: false });
  const cfg = JSON.parse(/<script type="application\/json" id="cfg">([^<]*)<\/script>/.exec(doc)![1]!) as { locale: string; strings: Record<string, string> };
  expect(cfg.locale).toBe(locale);
  expect(doc).toContain(FMT.trim()); // the served script formats with this
  const { fmt, sumText } = new Function('cfg', `${FMT}; return { fmt: fmt, sumText: sumText };`)(cfg) as Record<'fmt' | 'sumText', (m: Money) => string>;
  const t = (key: string, vars: Record<string, string>) => Object.entries(vars).reduce((s, [k, v]) => s.split(`{${k}}`).join(v), cfg.strings[key]!);
  return { doc, fmt, sumText, t };
}

/** U+2066 LEFT-TO-RIGHT ISOLATE … U+2069 POP DIRECTIONAL ISOLATE: the amount is laid out on its own, left to right. */
const isolated = (text: string) => `\u2066${text}\u2069`;

describe('in-game money (SPEC §9: the site’s sum format in every locale)', () => {
  it('writes the pt-BR balance and bet range as the site does, not the locale’s Intl format', () => {
    const { fmt, t } = clientOf('pt-BR');
    const usd = (amount: number) => fmt({ amount, currency: 'USD' });
    expect(t('balanceWithBonus', { total: usd(110), bonus: usd(10) })).toBe('$110 (incl. $10 de bônus)');
    expect(t('betRange', { min: usd(0.1), max: usd(100) })).toBe('Aposta entre $0.10 e $100');
    expect(usd(10.5)).toBe('$10.50');
    expect(usd(1234.5)).toBe('$1,234.50');
  });

  it('writes the same in ar and es-ES (no Arabic marks, no trailing symbol)', () => {
    expect(clientOf('ar').sumText({ amount: 30, currency: 'USD' })).toBe('$30');
    expect(clientOf('ar').sumText({ amount: '30.25', currency: 'USD' })).toBe('$30.25');
    expect(clientOf('es-ES').fmt({ amount: 5, currency: 'USD' })).toBe('$5');
  });

  it('matches formatSumAmount for every locale, amount and currency (isolated left to right in the RTL document only)', () => {
    for (const locale of ['en-US', 'pt-BR', 'es-ES', 'ar'] as const) {
      const { fmt, sumText } = clientOf(locale);
      for (const currency of ['USD', 'EUR', 'BRL', 'points'])
        for (const amount of [0, 0.1, 1, 10.5, 97, 110, 1000, 1234.56, 1_000_000.05]) {
          const site = formatSumAmount(amount, currency);
          expect(sumText({ amount, currency })).toBe(site);
          expect(fmt({ amount, currency })).toBe(locale === 'ar' ? isolated(site) : site);
        }
    }
  });

  it('in the Arabic (RTL) document every amount is a left-to-right isolate, so it reads "$1,000" beside Arabic text, as the site header does', () => {
    const { doc, fmt, t } = clientOf('ar');
    expect(doc).toMatch(/<html lang="ar" dir="rtl">/);
    const usd = (amount: number) => fmt({ amount, currency: 'USD' });
    // without the isolate the bidi algorithm reads the digits after Arabic letters as Arabic numbers and puts "$" after them: "1,000$"
    expect(usd(1000)).toBe('\u2066$1,000\u2069');
    expect(t('betRange', { min: usd(0.1), max: usd(100) })).toBe('رهان بين \u2066$0.10\u2069 و\u2066$100\u2069');
    expect(t('balanceWithBonus', { total: usd(110), bonus: usd(10) })).toBe('\u2066$110\u2069 (منها \u2066$10\u2069 مكافأة)');
    // every open isolate is closed in the same amount: nothing leaks into the text around it
    for (const amount of [0, 0.1, 1234.56]) for (const currency of ['USD', 'points']) expect(fmt({ amount, currency })).toMatch(/^\u2066[^\u2066\u2069]+\u2069$/);
    // the LTR documents are left as they were
    expect(clientOf('en-US').fmt({ amount: 1000, currency: 'USD' })).toBe('$1,000');
  });
});
