import { describe, expect, expectTypeOf, it } from 'vitest';
import { PROMOTION_TYPES, type PromotionType } from '@/lib/contract';
import { DEMO_OFFERS } from '../../seed/promotions';
import { promotionsOf, type Promotion } from './offers';

// The contract's PROMOTION_TYPES is the list the offer pages word (features/offers RewardText): it
// must name every reward the engine can grant, and nothing the engine drops.
describe('promotion types', () => {
  it('the engine grants exactly the contract’s promotion types', () => {
    expectTypeOf<Promotion['type']>().toEqualTypeOf<PromotionType>();
    const shapes: Record<PromotionType, Record<string, unknown>> = {
      bonus: { amount: { amount: 5, currency: 'USD' } },
      betting_bonus: { amount: { amount: 5, currency: 'USD' } },
      freespins: { count: 5, game: 'sun-temple-riches' },
    };
    for (const type of PROMOTION_TYPES) expect(promotionsOf({ promotions: [{ id: 1, type, ...shapes[type] }] }).map((p) => p.type), type).toEqual([type]);
    expect(promotionsOf({ promotions: [{ id: 1, type: 'jackpot_ticket', amount: 1 }] })).toEqual([]);
  });

  it('the seeded offers use only those types', () => {
    const types = DEMO_OFFERS.flatMap((o) => o.promotions.map((p) => p.type));
    expect(types.length).toBeGreaterThan(0);
    expect(types.filter((t) => !(PROMOTION_TYPES as readonly string[]).includes(t))).toEqual([]);
  });
});
