import type { z } from 'zod';
import type { rulePack } from '@/lib/contract';
import { env } from '@/lib/config';
import { DEFAULT_MIN_AGE } from '@/lib/validation';

export type RulePack = z.infer<typeof rulePack>;
export type RulePackId = RulePack['id'];

const HOUR_MS = 3600 * 1000;

/**
 * Player-protection rules per jurisdiction (docs/decisions/0018). The operator picks one with
 * PROTECTION_RULE_PACK; `none` keeps the product's own defaults (and leaves the optional fields of
 * the later rules out, so its getRules answer is as it was: read them with a default).
 */
export const RULE_PACKS: Record<RulePackId, RulePack> = {
  none: {
    id: 'none', cooling_off_hours: 24, reality_check_mandatory: false, session_clock: true, autoplay: true, limit_prompt: 'first_deposit',
    monthly_deposit_cap: null, panic_button: false, min_spin_seconds: 0, guest_demo: true, alerts_at: [], reminder_minutes: null, history_months: null,
  },
  // UKGC: reality check at the player's interval, session clock and net position, no autoplay, limits offered at sign-up
  UK: {
    id: 'UK', cooling_off_hours: 24, reality_check_mandatory: true, session_clock: true, autoplay: false, limit_prompt: 'registration',
    monthly_deposit_cap: null, panic_button: false, min_spin_seconds: 0, guest_demo: true, alerts_at: [], reminder_minutes: null, history_months: 3,
    // 5 s between game cycles of non-slot casino games; GAMSTOP at registration and sign-in (SR 3.5.5)
    min_cycle_seconds: 5, max_slot_stake: null, monthly_net_deposit_cap: null, signout_at_limit: false, exclusion_register: 'GAMSTOP',
    // 18 and over; age (and, with verification on, identity) verified before deposits and real-money play (docs/decisions/0045)
    min_age: 18, age_verification: true,
  },
  // GlüStV 2021: monthly deposit limit (≤ 1,000 EUR) asked at registration, 7-day cooling-off, panic button, 5 s per slot spin, no guest demo
  DE: {
    id: 'DE', cooling_off_hours: 168, reality_check_mandatory: false, session_clock: true, autoplay: false, limit_prompt: 'registration',
    monthly_deposit_cap: 1000, panic_button: true, min_spin_seconds: 5, guest_demo: false, alerts_at: [], reminder_minutes: null, history_months: null,
    // 1 EUR at most per slot spin
    min_cycle_seconds: 0, max_slot_stake: 1, monthly_net_deposit_cap: null, signout_at_limit: false, exclusion_register: null,
    min_age: 18, age_verification: false,
  },
  // KSA: alerts at 50 % and 100 % of a limit, reminders every 30 minutes, 7-day wait before a higher limit
  NL: {
    id: 'NL', cooling_off_hours: 168, reality_check_mandatory: true, session_clock: true, autoplay: true, limit_prompt: 'first_deposit',
    monthly_deposit_cap: null, panic_button: false, min_spin_seconds: 0, guest_demo: true, alerts_at: [50, 100], reminder_minutes: 30, history_months: null,
    // net deposits per calendar month: 700 EUR from 25, 300 EUR from 18 to 24; sign-out at 100 % of a limit; CRUKS at registration and every sign-in
    min_cycle_seconds: 0, max_slot_stake: null, monthly_net_deposit_cap: { amount: 700, young_amount: 300, young_below_age: 25, time_zone: 'Europe/Amsterdam' },
    signout_at_limit: true, exclusion_register: 'CRUKS',
    min_age: 18, age_verification: false,
  },
  // MGA: 6 months of gambling history visible
  MGA: {
    id: 'MGA', cooling_off_hours: 24, reality_check_mandatory: false, session_clock: true, autoplay: true, limit_prompt: 'first_deposit',
    monthly_deposit_cap: null, panic_button: false, min_spin_seconds: 0, guest_demo: true, alerts_at: [], reminder_minutes: null, history_months: 6,
    min_cycle_seconds: 0, max_slot_stake: null, monthly_net_deposit_cap: null, signout_at_limit: false, exclusion_register: null,
    min_age: 18, age_verification: false,
  },
};

/** Tests pick a pack without touching the environment. */
let override: RulePackId | null = null;
export function selectPack(id: RulePackId | null): void {
  override = id;
}

/** The operator's pack, with PROTECTION_COOLING_OFF_HOURS over its cooling-off and PROTECTION_MIN_AGE raising its minimum age. */
export function activePack(): RulePack {
  const config = env();
  const pack = RULE_PACKS[override ?? config.PROTECTION_RULE_PACK];
  if (override) return pack;
  const hours = config.PROTECTION_COOLING_OFF_HOURS;
  const age = config.PROTECTION_MIN_AGE;
  return {
    ...pack,
    ...(hours !== undefined && { cooling_off_hours: hours }),
    ...(age !== undefined && { min_age: Math.max(pack.min_age ?? DEFAULT_MIN_AGE, age) }),
  };
}

/**
 * The youngest a player may be: the pack's minimum age (18 where it names none), raised by the
 * operator's PROTECTION_MIN_AGE (`config`: the platform's settings; the process's by default).
 */
export function minAge(config: { PROTECTION_MIN_AGE?: number | undefined } = env(), pack: RulePack = activePack()): number {
  return Math.max(pack.min_age ?? DEFAULT_MIN_AGE, config.PROTECTION_MIN_AGE ?? 0);
}

export const coolingOffMs = (pack: RulePack = activePack()) => pack.cooling_off_hours * HOUR_MS;

/** Reality-check interval when the pack makes it mandatory and the player chose none. */
export const defaultRealityMinutes = (pack: RulePack) => (pack.reality_check_mandatory ? (pack.reminder_minutes ?? 60) : null);
