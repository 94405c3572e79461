import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { listOf, type Env } from '@/lib/config';
import { PlatformError } from '@/lib/errors';
import { parseDateInput } from '@/lib/validation';
import type { Db } from '../../db/client';
import { protectionExclusions, users } from '../../db/schema';
import { sessions } from '../sessions';
import { clock } from './clock';
import { activePack } from './packs';

/**
 * The national self-exclusion register of the pack (UK GAMSTOP, NL CRUKS), asked at registration
 * and at every sign-in (docs/decisions/0018). The operator's integration answers at
 * EXCLUSION_REGISTER_URL; without it a built-in demo register lists the e-mails of
 * EXCLUSION_REGISTER_DEMO. A register that cannot be asked fails closed: ApplicationUnavailable.
 */
export type RegisterConfig = Pick<Env, 'EXCLUSION_REGISTER_URL' | 'EXCLUSION_REGISTER_DEMO' | 'EXCLUSION_REGISTER_TIMEOUT_MS'>;

/** Who the register is asked about (the body POSTed to EXCLUSION_REGISTER_URL). */
export type RegisterPerson = { email: string | null; phone: string | null; birth_date: string | null; first_name: string | null; last_name: string | null; country: string | null };

/** The period of a local exclusion that mirrors the register's answer (kind self_exclusion, no end until the register lets go). */
export const REGISTER_PERIOD = 'register';

/** The refusal when the register cannot answer: the site shows its "unavailable" page or notice. */
const unavailable = () => new PlatformError('ApplicationUnavailableException', { reason: 'exclusion_register' });

const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** YYYY-MM-DD of a typed or stored birth date (dd.mm.yyyy or ISO), null when it is none. */
function isoDate(value: unknown): string | null {
  const date = parseDateInput(typeof value === 'string' ? value.trim() : value);
  if (!date) return null;
  return `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The person as the register is asked about them: e-mail lower-cased, phone digits, ISO birth date, upper-case country code. */
export function registerPerson(raw: { email?: unknown; phone?: unknown; birth_date?: unknown; first_name?: unknown; last_name?: unknown; country?: unknown }): RegisterPerson {
  const phone = typeof raw.phone === 'string' ? raw.phone.replace(/\D/g, '') : '';
  return {
    email: textOrNull(raw.email)?.toLowerCase() ?? null,
    phone: phone || null,
    birth_date: isoDate(raw.birth_date),
    first_name: textOrNull(raw.first_name),
    last_name: textOrNull(raw.last_name),
    country: textOrNull(raw.country)?.toUpperCase() ?? null,
  };
}

/** Whether the register lists the person; ApplicationUnavailable when it cannot say (an error, an answer not `{ excluded: boolean }`, no answer in time). */
export async function askExclusionRegister(person: RegisterPerson, config: RegisterConfig): Promise<boolean> {
  if (!config.EXCLUSION_REGISTER_URL) {
    const email = person.email?.trim().toLowerCase();
    return !!email && listOf(config.EXCLUSION_REGISTER_DEMO).includes(email);
  }
  let answer: unknown;
  try {
    const res = await fetch(config.EXCLUSION_REGISTER_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(person),
      signal: AbortSignal.timeout(config.EXCLUSION_REGISTER_TIMEOUT_MS),
      redirect: 'error',
    });
    if (!res.ok) throw unavailable();
    answer = await res.json();
  } catch {
    throw unavailable();
  }
  const excluded = (answer as { excluded?: unknown } | null)?.excluded;
  if (typeof excluded !== 'boolean') throw unavailable();
  return excluded;
}

/**
 * Registration: where the pack requires a register, a listed person is refused like a
 * self-excluded e-mail (error_data on the e-mail, else the phone, else the login).
 */
export async function assertNotOnRegisterAtRegistration(config: RegisterConfig, raw: Parameters<typeof registerPerson>[0]): Promise<void> {
  if (!activePack().exclusion_register) return;
  const person = registerPerson(raw);
  if (!(await askExclusionRegister(person, config))) return;
  const field = person.email ? 'email' : person.phone ? 'phone' : 'login';
  throw PlatformError.invalidParameters({ [field]: ['self_excluded'] });
}

const liveRegisterRows = (userId: number, now: Date) =>
  and(eq(protectionExclusions.userId, userId), eq(protectionExclusions.period, REGISTER_PERIOD), or(isNull(protectionExclusions.endsAt), gt(protectionExclusions.endsAt, now)));

/**
 * Sign-in: asks the register about the account and mirrors its answer as a local exclusion, so
 * every money path, the sign-in and the withdrawal-only session treat it as a self-exclusion:
 * listed → a `self_exclusion` of period `register` with no end (added once; marketing stops and
 * every session ends, as exclude() does); no longer listed → that mirror ends now. Exclusions the
 * player chose are never touched. Nothing happens where the pack has no register.
 */
export async function syncExclusionRegister(db: Db, userId: number, config: RegisterConfig, now = clock.now()): Promise<void> {
  if (!activePack().exclusion_register) return;
  const [user] = await db
    .select({ email: users.email, login: users.login, phone: users.phone, birthDate: users.birthDate, firstName: users.firstName, lastName: users.lastName, countryCode: users.countryCode })
    .from(users)
    .where(eq(users.uid, userId))
    .limit(1);
  if (!user) return;
  const email = user.email ?? (user.login.includes('@') ? user.login : null);
  const person = registerPerson({ email, phone: user.phone, birth_date: user.birthDate, first_name: user.firstName, last_name: user.lastName, country: user.countryCode });
  const listed = await askExclusionRegister(person, config);
  const [mirror] = await db.select({ id: protectionExclusions.id }).from(protectionExclusions).where(liveRegisterRows(userId, now)).limit(1);
  if (!listed) {
    if (mirror) await db.update(protectionExclusions).set({ endsAt: now }).where(liveRegisterRows(userId, now));
    return;
  }
  if (mirror) return;
  await db.transaction(async (tx) => {
    await tx.insert(protectionExclusions).values({ userId, kind: 'self_exclusion', period: REGISTER_PERIOD, startsAt: now, endsAt: null, email: person.email, phone: person.phone });
    await tx.update(users).set({ isSubscribed: false, phoneSubscribed: false }).where(eq(users.uid, userId));
  });
  await sessions.destroyAllFor(db, userId);
}
