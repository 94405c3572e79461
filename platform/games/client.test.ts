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
  const fmt = new Function('cfg', `${FMT}; return fmt;`)(cfg) as (m: Money) => string;
  const t = (key: string, vars: Record<string, string>) => Object.entries(vars).reduce((s, [k, v]) => s.split(`{${k}}`).join(v), cfg.strings[key]!);
  return { fmt, t };
}

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
    expect(clientOf('ar').fmt({ amount: 30, currency: 'USD' })).toBe('$30');
    expect(clientOf('ar').fmt({ amount: '30.25', currency: 'USD' })).toBe('$30.25');
    expect(clientOf('es-ES').fmt({ amount: 5, currency: 'USD' })).toBe('$5');
  });

  it('matches formatSumAmount for every locale, amount and currency', () => {
    for (const locale of ['en-US', 'pt-BR', 'es-ES', 'ar'] as const) {
      const { fmt } = clientOf(locale);
      for (const currency of ['USD', 'EUR', 'BRL', 'points'])
        for (const amount of [0, 0.1, 1, 10.5, 97, 110, 1000, 1234.56, 1_000_000.05]) expect(fmt({ amount, currency })).toBe(formatSumAmount(amount, currency));
    }
  });
});
