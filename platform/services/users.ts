import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { CODE_TTL_MS } from './codes';
import { enqueueMessage, type Channel } from './outbox';
import type { UserRow } from './sessions';

/** The user whose login or e-mail is `login` (case-insensitive); a login match wins. */
export async function findByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const key = login.trim().replace(/^\+/, '').toLowerCase();
  if (!key) return undefined;
  const rows = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.login}) = ${key}`, sql`lower(${users.email}) = ${key}`))
    .limit(2);
  return rows.find((r) => r.login.toLowerCase() === key) ?? rows[0];
}

export async function findByUid(db: Db, uid: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.uid, uid)).limit(1);
  return row;
}

/** Where a user's codes go: the e-mail, else a login that is an address, else the phone by SMS. */
export function contactOf(user: Pick<UserRow, 'email' | 'login' | 'phone'>): { to: string; channel: Channel } | undefined {
  if (user.email) return { to: user.email, channel: 'email' };
  if (user.login.includes('@')) return { to: user.login, channel: 'email' };
  if (user.phone) return { to: user.phone, channel: 'sms' };
  return undefined;
}

export type CodeTemplate = 'login_code' | 'two_factor_code' | 'restore_code' | 'phone_confirm_code';

const minutes = CODE_TTL_MS / 60_000;
const TEXTS: Record<CodeTemplate, { subject: string; body: (code: string) => string }> = {
  login_code: { subject: 'Your sign-in code', body: (code) => `Your sign-in code is ${code}. It is good for ${minutes} minutes. If you did not try to sign in, change your password.` },
  two_factor_code: { subject: 'Confirm the two-factor change', body: (code) => `Your code to change two-factor authentication is ${code}. It is good for ${minutes} minutes.` },
  phone_confirm_code: { subject: 'Confirm your phone', body: (code) => `Your phone confirmation code is ${code}. It is good for ${minutes} minutes.` },
  restore_code: { subject: 'Reset your password', body: (code) => `Your password reset code is ${code}. It is good for ${minutes} minutes. If you did not ask for it, ignore this message.` },
};

/** Puts a code message for `contact` into the outbox. */
export function sendCode(db: Db, contact: { to: string; channel: Channel }, template: CodeTemplate, code: string): Promise<number> {
  const text = TEXTS[template];
  return enqueueMessage(db, { ...contact, template, code, subject: text.subject, body: text.body(code) });
}

/** The unique index a failed insert ran into ('login', 'email', 'telegram'), when it was one. */
export function uniqueViolation(error: unknown): 'login' | 'email' | 'telegram' | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code !== '23505') continue;
    const where = `${constraint ?? ''} ${message ?? ''}`;
    if (where.includes('email')) return 'email';
    if (where.includes('telegram')) return 'telegram';
    return 'login';
  }
  return undefined;
}
