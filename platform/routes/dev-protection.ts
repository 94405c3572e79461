import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { elapseSession } from '../services/protection';

/**
 * POST /api/dev/protection/elapse { email, minutes } – the player's play session moves `minutes`
 * (1–1440) into the past: the session clock, the reality check's due time and the last spin, as
 * if that much play had gone by. Registered where the dev outbox is (loopback or DEV_ROUTES_TOKEN),
 * so journeys see a reality check without waiting out its interval.
 */
export function registerDevProtection(app: FastifyInstance, opts: { db: Db }) {
  app.post('/api/dev/protection/elapse', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const minutes = Number(body.minutes);
    const errors: Record<string, string[]> = {};
    if (!email || email.length > 255) errors.email = ['required'];
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440) errors.minutes = ['wrongField'];
    if (Object.keys(errors).length) throw PlatformError.invalidParameters(errors);
    const [user] = await opts.db.select({ uid: users.uid }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
    if (!user) throw PlatformError.invalidParameters({ email: ['not_found'] });
    await elapseSession(opts.db, user.uid, minutes);
    return { data: 1 };
  });
}
