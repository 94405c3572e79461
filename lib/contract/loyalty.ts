import { z } from 'zod';
import { get, none, ok, post } from './define';
import { balances, looseRecord, timestamp } from './entities';
import { int, text } from './fields';

/** A level of a programme: reached at `threshold` level points. */
export const loyaltyLevel = z.object({
  level: z.number().int(),
  title: z.string(),
  threshold: z.number(),
  image: z.string().nullable(),
  perks: z.array(z.string()),
});

export const character = z.object({ id: z.number().int(), sysname: z.string(), name: z.string(), image: z.string() });

/**
 * §3 Loyalty info. `points` are spendable in the shop; `level_points` only grow (a purchase
 * never lowers a level).
 */
export const loyaltyInfo = z.object({
  id: z.number().int(),
  is_active: z.boolean(),
  points: z.number(),
  level_points: z.number(),
  level: loyaltyLevel.nullable(),
  next_level: loyaltyLevel.nullable(),
  character: character.nullable(),
  levels: z.array(loyaltyLevel),
  pointsAlias: z.string(),
  uid: z.number().int(),
});
export type LoyaltyInfo = z.infer<typeof loyaltyInfo>;

/** §3 Characters page. */
export const characters = z.object({ items: z.array(character), offset: z.number().int(), limit: z.number().int(), total: z.number().int() });

/** §3 Loyalty notification. */
export const loyaltyNotification = z.object({
  id: z.number().int(),
  trigger: z.string(),
  type: z.string(),
  amount: z.number(),
  amountType: z.string(),
  title: z.string(),
  message: z.string(),
  image: z.string().nullable(),
  created_at: timestamp,
});
export type LoyaltyNotification = z.infer<typeof loyaltyNotification>;

export const loyaltyProgram = z.object({
  id: z.number().int(),
  sysname: z.string(),
  title: z.string(),
  description: looseRecord,
  pointsAlias: z.string(),
  points_per_unit: z.number().int(),
  is_active: z.boolean(),
  levels: z.array(loyaltyLevel),
});
export type LoyaltyProgram = z.infer<typeof loyaltyProgram>;

export const loyaltyProduct = z.object({
  id: z.number().int(),
  sysname: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  reward_type: z.enum(['money', 'bonus', 'freespins', 'wheel_spins']),
  reward: looseRecord,
  min_level: z.number().int(),
});
export type LoyaltyProduct = z.infer<typeof loyaltyProduct>;

/**
 * A loyalty quest with the player's progress in its current period. `target` and `progress` are
 * rounds, or major units of `currency` for wager and deposit quests; `progress` is null for a
 * visitor. `period` day, week or month restarts it each period (UTC) until `period_ends_at`.
 */
export const loyaltyQuest = z.object({
  id: z.number().int(),
  program_id: z.number().int(),
  sysname: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(['wager', 'rounds', 'deposit']),
  target: z.number(),
  progress: z.number().nullable(),
  currency: z.string().nullable(),
  reward_points: z.number().int(),
  pointsAlias: z.string(),
  period: z.enum(['day', 'week', 'month']).nullable(),
  period_ends_at: timestamp.nullable(),
  completed: z.boolean(),
  completed_at: timestamp.nullable(),
});
export type LoyaltyQuest = z.infer<typeof loyaltyQuest>;

export const loyaltyMethods = {
  'loyalty/buyproduct': post(
    z.object({ id: int({ min: 1 }).required() }),
    z.object({ product_id: z.number().int(), points: z.number(), level_points: z.number(), balances: balances.nullable() }),
  ),
  'loyalty/setcharacter': post(z.object({ id: int({ min: 1 }).required() }), ok),
  'loyalty/getcharacters': get(z.object({ offset: int({ min: 0 }).default(0), limit: int({ min: 1, max: 100 }).default(20) }), characters),
  'loyalty/getinfo': get(none, loyaltyInfo),
  'loyalty/getnotifications': get(none, z.array(loyaltyNotification)),
  'loyalty/getproducts': get(none, z.array(loyaltyProduct)),
  'loyalty/getPrograms': get(z.object({ limit: int({ min: 1, max: 100 }).default(2), offset: int({ min: 0 }).default(0) }), z.array(loyaltyProgram)),
  'loyalty/getProgram': get(z.object({ sysname: text(64) }), loyaltyProgram),
  'loyalty/getquests': get(z.object({ sysname: text(64).optional() }), z.array(loyaltyQuest)),
};
