import { z } from 'zod';
import { get, none, ok, post } from './define';
import { int, optionalText, text } from './fields';

export {
  EXCLUSION_KIND_NAMES,
  PROTECTION_LIMIT_KINDS,
  PROTECTION_PERIODS,
  type ProtectionLimitKindName,
  REALITY_CHECK_MINUTES,
  RULE_PACKS,
  SELF_EXCLUSION_PERIODS,
  TIMEOUT_PERIODS,
} from './protection-values';
import { EXCLUSION_KIND_NAMES, PROTECTION_LIMIT_KINDS, RULE_PACKS } from './protection-values';

/** One limit: in force (amount null: none), the change waiting out its cooling-off, what is used. */
export const protectionLimit = z.object({
  kind: z.enum(PROTECTION_LIMIT_KINDS),
  /** Major units of `currency`; minutes for a session limit; null without a limit. */
  limit_amount: z.number().nullable(),
  period: z.string(),
  /** Used in the current window (wagered, net loss, deposited; minutes of this session). */
  used: z.number(),
  available_amount: z.number().nullable(),
  expired_at: z.string().nullable(),
  currency: z.string(),
  pending: z.object({ limit_amount: z.number().nullable(), period: z.string(), applies_at: z.string() }).nullable(),
  /** NL alerts: the share of the limit used, when it reached 50 or 100 percent. */
  alert: z.union([z.literal(50), z.literal(100)]).nullable(),
});

export const rulePack = z.object({
  id: z.enum(RULE_PACKS),
  cooling_off_hours: z.number(),
  reality_check_mandatory: z.boolean(),
  session_clock: z.boolean(),
  autoplay: z.boolean(),
  limit_prompt: z.enum(['registration', 'first_deposit']).nullable(),
  /** DE: the highest monthly deposit limit without affordability checks, in EUR. */
  monthly_deposit_cap: z.number().nullable(),
  panic_button: z.boolean(),
  min_spin_seconds: z.number(),
  guest_demo: z.boolean(),
  alerts_at: z.array(z.number()),
  reminder_minutes: z.number().nullable(),
  history_months: z.number().nullable(),
  /** UK: seconds at least between game cycles of non-slot casino games (table, live, card and instant games; not the sportsbook); refused as `spin_interval`. */
  min_cycle_seconds: z.number().optional(),
  /** DE: the highest stake of a slot spin, in EUR (other currencies at the platform's rates); refused as `max_stake`. */
  max_slot_stake: z.number().nullable().optional(),
  /**
   * NL: net deposits (deposits − paid-out withdrawals) per calendar month of `time_zone`, in EUR:
   * `amount` from the age `young_below_age`, `young_amount` below it or without a birth date.
   */
  monthly_net_deposit_cap: z.object({ amount: z.number(), young_amount: z.number(), young_below_age: z.number(), time_zone: z.string() }).nullable().optional(),
  /** NL: the round, bet or deposit that brings a loss, wager or deposit limit to 100 % signs the player out (`signed_out` in its answer). */
  signout_at_limit: z.boolean().optional(),
  /** The national self-exclusion register asked at registration and at every sign-in (UK GAMSTOP, NL CRUKS). */
  exclusion_register: z.enum(['GAMSTOP', 'CRUKS']).nullable().optional(),
  /** The youngest a player may be (18 where left out; PROTECTION_MIN_AGE may raise it): a birth date under it is refused (`underAge`). */
  min_age: z.number().optional(),
  /**
   * UK: deposits and real-money play wait for a birth date of `min_age` or over and, while identity
   * verification is on, a verified identity; refused as AccessDenied `age_verification` with the `step` missing.
   */
  age_verification: z.boolean().optional(),
});

export const realityCheck = z.object({
  interval_minutes: z.number().nullable(),
  /** A check waiting for acknowledgement: rounds are refused until then. */
  pending: z.boolean(),
  due_at: z.string().nullable(),
  session_started_at: z.string(),
  session_seconds: z.number(),
  wagered: z.number(),
  won: z.number(),
  /** won − wagered in this session, major units. */
  net: z.number(),
  currency: z.string(),
});

export const exclusion = z.object({
  kind: z.enum(EXCLUSION_KIND_NAMES),
  period: z.string(),
  starts_at: z.string(),
  /** null: permanent. */
  ends_at: z.string().nullable(),
});

export const protectionStatus = z.object({
  pack: rulePack,
  limits: z.array(protectionLimit),
  reality_check: realityCheck,
  exclusion: exclusion.nullable(),
  /** The limit prompt the rule pack asks for and the player has not answered yet. */
  limit_prompt: z.boolean(),
});
export type ProtectionStatus = z.infer<typeof protectionStatus>;
export type ProtectionLimit = z.infer<typeof protectionLimit>;

export const protectionMethods = {
  /** The rule pack of the operator (for guests too: no demo, no autoplay…). */
  'protection/getRules': get(none, rulePack),
  /** Signed in: limits, reality check with session accounting, exclusion, limit prompt. */
  'protection/getStatus': get(none, protectionStatus),
  /** Signed in: the play session alone (session clock, wagered, won, net, a reality check waiting), what the game page reads after each round. */
  'protection/getSession': get(none, realityCheck),
  /**
   * kind and limit_amount (§5 sum; minutes for session) and period (1, 7, 14, 30; not for session):
   * a stricter limit applies at once, a looser one or a removal (empty amount) after the pack's
   * cooling-off. error_data per field; DE caps a monthly deposit limit at 1,000 EUR (limit_amount maxValue).
   */
  'protection/setLimit': post(
    z.object({ kind: z.enum(PROTECTION_LIMIT_KINDS), limit_amount: optionalText(16), period: optionalText(8) }),
    protectionStatus,
  ),
  /** A time-out, self-exclusion or (DE) panic lock for a period; password required; every session ends. Answers the exclusion started (ends_at null: permanent). */
  'protection/exclude': post(z.object({ kind: z.enum(EXCLUSION_KIND_NAMES), period: text(16), password: optionalText(128) }), exclusion),
  /** Reality-check interval in minutes (empty: off, unless the pack makes it mandatory). */
  'protection/setRealityCheck': post(z.object({ interval_minutes: int({ min: 0, max: 1440 }).optional() }), realityCheck),
  /** Acknowledges the check in front of the player: play goes on, the next is due after the interval. */
  'protection/acknowledgeRealityCheck': post(none, realityCheck),
  /** The limit prompt answered (a limit set or declined). */
  'protection/answerLimitPrompt': post(none, ok),
};
