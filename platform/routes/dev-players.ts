import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../db/client';
import { cashbacks, users } from '../db/schema';
import { giveBonusSet, SEEDED_CASHBACK } from '../seed/bonuses';

/** The player of a dev request's `email`, or the reason there is none. */
async function playerOf(db: Db, email: string) {
  const [user] = await db.select({ uid: users.uid, currency: users.currency }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  if (!user) throw PlatformError.invalidParameters({ email: ['not_found'] });
  return user;
}

/** A dev request's e-mail and, when `field` is named, its whole number within [min, max]; else the fields that are wrong. */
function readBody(body: unknown, field?: { name: string; min: number; max: number }): { email: string; value: number } {
  const fields = (body ?? {}) as Record<string, unknown>;
  const email = typeof fields.email === 'string' ? fields.email.trim().toLowerCase() : '';
  const value = field ? Number(fields[field.name]) : 0;
  const errors: Record<string, string[]> = {};
  if (!email || email.length > 255) errors.email = ['required'];
  if (field && (!Number.isInteger(value) || value < field.min || value > field.max)) errors[field.name] = ['wrongField'];
  if (Object.keys(errors).length) throw PlatformError.invalidParameters(errors);
  return { email, value };
}

/**
 * Player states a journey needs on a player of its own instead of the seeded demo players' (which
 * journeys only read). Registered where the dev outbox is (loopback or DEV_ROUTES_TOKEN).
 * - POST /api/dev/cashback { email, amount }: an active cashback of `amount` (1–10 000, in the
 *   player's currency) with the seeded cashback's texts, as the weekly run would give.
 * - POST /api/dev/registered { email, hours }: the player registered `hours` (1–8760) ago, as a
 *   returning player (past the new player's registration hint).
 * - POST /api/dev/bonus-set { email }: the promotions bonus@example.com is seeded with (a USD player).
 */
export function registerDevPlayers(app: FastifyInstance, opts: { db: Db }) {
  app.post('/api/dev/cashback', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { email, value: amount } = readBody(request.body, { name: 'amount', min: 1, max: 10_000 });
    const user = await playerOf(opts.db, email);
    const now = new Date();
    const [row] = await opts.db
      .insert(cashbacks)
      .values({ userId: user.uid, amount: BigInt(amount) * 100n, currency: user.currency, status: 'active', percent: 10, description: SEEDED_CASHBACK, endDate: now, periodStart: new Date(now.getTime() - 7 * 86_400_000), receivingExpiredAt: new Date(now.getTime() + 30 * 86_400_000) })
      .returning({ id: cashbacks.id });
    return { data: { id: row!.id } };
  });

  app.post('/api/dev/registered', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { email, value: hours } = readBody(request.body, { name: 'hours', min: 1, max: 8760 });
    const user = await playerOf(opts.db, email);
    await opts.db.update(users).set({ regTime: new Date(Date.now() - hours * 3_600_000) }).where(eq(users.uid, user.uid));
    return { data: 1 };
  });

  app.post('/api/dev/bonus-set', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { email } = readBody(request.body);
    const user = await playerOf(opts.db, email);
    if (user.currency !== 'USD') throw PlatformError.invalidParameters({ email: ['wrongField'] });
    await giveBonusSet(opts.db, user.uid);
    return { data: 1 };
  });
}
