import { z } from 'zod';

/** Shapes several areas share (SPEC §3). Area-specific entities live in their area file. */

/** An amount in major units with its ISO currency code, e.g. `{ amount: 10.5, currency: 'USD' }`. */
export const money = z.object({ amount: z.number(), currency: z.string() });
export type Money = z.infer<typeof money>;

/** The four balances of a player. */
export const balances = z.object({
  balance_main: money,
  balance_bonus: money,
  balance_betting_bonus: money,
  balance_fun: money,
});
export type Balances = z.infer<typeof balances>;

/** §3 User account. `uid` 0 is an anonymous visitor; `reg_time` is ISO 8601 (null when anonymous). */
export const userAccount = balances.extend({
  uid: z.number().int().min(0),
  reg_time: z.string().nullable(),
  login: z.string(),
  fakename: z.string(),
  is_subscribed: z.boolean(),
  is_on_verification: z.boolean(),
  is_verified: z.boolean(),
  is_kyc_block_enabled: z.boolean(),
  is_registration_completed: z.boolean(),
  country_code: z.string().nullable(),
  locale: z.string(),
  two_factor_auth: z.boolean(),
});
export type UserAccount = z.infer<typeof userAccount>;

/** Free-form object with known keys typed (descriptions, restrictions, extras). */
export const looseRecord = z.record(z.string(), z.unknown());

/** The §3 game types. */
export const GAME_TYPES = ['slot', 'live', 'casino', 'fast', 'betting', 'logical', 'high_low'] as const;
export const gameType = z.enum(GAME_TYPES);
export type GameType = z.infer<typeof gameType>;

/** ISO 8601 timestamp text. */
export const timestamp = z.string();
