import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import ar from '@/messages/ar.json';
import enUS from '@/messages/en-US.json';
import esES from '@/messages/es-ES.json';
import ptBR from '@/messages/pt-BR.json';
import { PROMOTION_TYPES, type Offer, type PromotionType } from '@/lib/contract';
import { RewardText } from './reward-text';

type Promotion = NonNullable<Offer['promotions']>[number];

const LOCALES = { 'en-US': enUS, 'pt-BR': ptBR, 'es-ES': esES, ar } as const;
const usd = (amount: number) => ({ amount, currency: 'USD' });

/** A reward of each type the platform grants, as the seeded offers carry them (platform/seed/promotions.ts). */
const SAMPLES: Record<PromotionType, Promotion[]> = {
  bonus: [
    { id: 1, type: 'bonus', percent: 100, max_amount: usd(500), wager: 35 },
    { id: 3, type: 'bonus', amount: usd(10), wager: 5 },
  ],
  betting_bonus: [
    { id: 6, type: 'betting_bonus', amount: usd(5), wager: 1, min_odds: 1.5, min_selections: 1, validity_days: 7 },
    { id: 7, type: 'betting_bonus', percent: 50, max_amount: usd(20), wager: 1 },
  ],
  freespins: [{ id: 2, type: 'freespins', count: 50, game: 'sun-temple-riches', bet: usd(0.2) }],
};

/** The reward's words in a locale, and the message errors (a missing key) it raised. */
function words(locale: keyof typeof LOCALES, promotion: Promotion) {
  const errors: string[] = [];
  const { container, unmount } = render(
    <NextIntlClientProvider locale={locale} messages={LOCALES[locale]} timeZone="UTC" onError={(e) => errors.push(e.message)}>
      <RewardText promotion={promotion} />
    </NextIntlClientProvider>,
  );
  const text = container.textContent ?? '';
  unmount();
  return { text, errors };
}

describe('RewardText', () => {
  it('words the sports free bet (a betting bonus), not its type', () => {
    expect(words('en-US', SAMPLES.betting_bonus[0]!).text).toBe('$5 betting bonus');
    expect(words('en-US', SAMPLES.betting_bonus[1]!).text).toBe('50% betting bonus up to $20');
    expect(words('en-US', SAMPLES.bonus[0]!).text).toBe('100% bonus up to $500');
  });

  it('writes money as the rest of the site does in every locale (SPEC §9: comma thousands)', () => {
    const text = words('es-ES', { id: 1, type: 'bonus', amount: { amount: 10000, currency: 'USD' } }).text;
    expect(text).toContain('$10,000');
    expect(text).not.toContain('US$');
  });

  // Fails for a type the platform may grant (PROMOTION_TYPES) without words in a locale.
  for (const locale of Object.keys(LOCALES) as (keyof typeof LOCALES)[]) {
    it(`words every reward type the platform grants in ${locale}, with or without its figures`, () => {
      const fallback = (type: string) => words(locale, { id: 99, type: `${type}-unknown` }).text.replace(`${type}-unknown`, type);
      for (const type of PROMOTION_TYPES) {
        for (const promotion of [...SAMPLES[type], { id: 9, type }]) {
          const { text, errors } = words(locale, promotion);
          expect(errors, `${locale} ${JSON.stringify(promotion)}`).toEqual([]);
          expect(text.trim(), `${locale} ${JSON.stringify(promotion)}`).not.toBe('');
          expect(text, `${locale} ${JSON.stringify(promotion)}`).not.toBe(fallback(type));
          expect(text, `${locale} ${JSON.stringify(promotion)}`).not.toContain(`OfferPage.`);
        }
      }
    });
  }

  it('names a type outside the contract rather than failing', () => {
    expect(words('en-US', { id: 1, type: 'jackpot_ticket' }).text).toBe('Reward: jackpot_ticket');
  });
});
