import { eq } from 'drizzle-orm';
import { type Env, env } from '@/lib/config';
import { PlatformError } from '@/lib/errors';
import { ageOn, isEmpty, parseDateInput } from '@/lib/validation';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { clock } from './clock';
import { activePack, minAge } from './packs';

/** The settings the age rules read: the operator's minimum age and whether identity verification is offered. */
type AgeConfig = Pick<Env, 'PROTECTION_MIN_AGE' | 'IDENTITY_VERIFICATION_ENABLED'>;

/** What the pack still waits for before a player may gamble: an adult birth date, then a verified identity. */
type AgeStep = 'birth_date' | 'identity';

/** Whole years from a birth date (as stored: dd.mm.yyyy or ISO) to `now`'s date; null without a readable one. */
function ageOf(birthDate: string | null | undefined, now: Date = new Date()): number | null {
  const birth = parseDateInput(birthDate);
  return birth ? ageOn(birth, now) : null;
}

/**
 * A birth date entered anywhere (registration, completion, profile) under the minimum age:
 * InvalidParameter with `birth_date: ['underAge']` and the `min_age` the message names. An empty
 * or unreadable value is left to the field's own rule.
 */
export function assertBirthDateOfAge(value: unknown, config: Partial<AgeConfig> = env(), now: Date = new Date()): void {
  if (typeof value !== 'string' || isEmpty(value)) return;
  const age = ageOf(value.trim(), now);
  const min = minAge(config);
  if (age !== null && age < min) throw new PlatformError('InvalidParameterException', { birth_date: ['underAge'], min_age: min });
}

/**
 * Where the pack requires age verification before gambling (UK): the step the player has still to
 * take, or null once the stored birth date is of the minimum age and, while verification is on,
 * the identity verified. Other packs: always null.
 */
function ageStepOf(user: { birthDate: string | null; isVerified: boolean }, config: Partial<AgeConfig> = env(), now: Date = clock.now()): AgeStep | null {
  if (!activePack().age_verification) return null;
  const age = ageOf(user.birthDate, now);
  if (age === null || age < minAge(config)) return 'birth_date';
  if ((config.IDENTITY_VERIFICATION_ENABLED ?? true) && !user.isVerified) return 'identity';
  return null;
}

/**
 * Deposits and real-money play (rounds, sports bets, the wheel) of a pack that verifies age wait
 * for it: AccessDenied `age_verification` with the `step` missing and the `min_age`, so the page
 * can send the player to the profile (birth date) or the verification page (identity).
 */
export function assertMayGamble(user: { birthDate: string | null; isVerified: boolean }, config: Partial<AgeConfig> = env(), now: Date = clock.now()): void {
  const step = ageStepOf(user, config, now);
  if (step) throw new PlatformError('AccessDeniedException', { reason: 'age_verification', step, min_age: minAge(config) });
}

/** assertMayGamble for a player known by id (inside a round's or a bet's transaction); reads nothing under other packs. */
export async function checkMayGamble(db: Db, userId: number, config: Partial<AgeConfig> = env(), now: Date = clock.now()): Promise<void> {
  if (!activePack().age_verification) return;
  const [user] = await db.select({ birthDate: users.birthDate, isVerified: users.isVerified }).from(users).where(eq(users.uid, userId)).limit(1);
  assertMayGamble(user ?? { birthDate: null, isVerified: false }, config, now);
}
