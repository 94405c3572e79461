import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cashbacks, characters, users } from '../db/schema';
import { SEEDED_CASHBACK } from './bonuses';
import { DEMO_LOGIN } from './players';

/** The characters of the registration selector; pictures under public/images/characters/. */
export const CHARACTERS = [
  { sysname: 'fox', name: 'Fox', image: '/images/characters/fox.svg' },
  { sysname: 'owl', name: 'Owl', image: '/images/characters/owl.svg' },
  { sysname: 'bear', name: 'Bear', image: '/images/characters/bear.svg' },
  { sysname: 'cat', name: 'Cat', image: '/images/characters/cat.svg' },
] as const;

/**
 * Loyalty characters, and demo@example.com's cashbacks: an active 25 USD one (unseen until the
 * player closes its popup) and an older paid-out one. Idempotent: characters by sysname, the
 * cashbacks only when the demo player has none.
 */
export async function seedAccounts(db: Db): Promise<void> {
  await db
    .insert(characters)
    .values(CHARACTERS.map((c, priority) => ({ ...c, priority })))
    .onConflictDoNothing();
  const [demo] = await db.select({ uid: users.uid }).from(users).where(sql`lower(${users.login}) = ${DEMO_LOGIN}`);
  if (!demo) return;
  const [has] = await db.select({ id: cashbacks.id }).from(cashbacks).where(eq(cashbacks.userId, demo.uid)).limit(1);
  if (has) return;
  await db.insert(cashbacks).values([
    {
      userId: demo.uid,
      amount: 1_500n,
      currency: 'USD',
      status: 'paid_out',
      description: SEEDED_CASHBACK,
      endDate: new Date('2025-01-12T00:00:00Z'),
      createdAt: new Date('2025-01-12T00:00:00Z'),
    },
    {
      userId: demo.uid,
      amount: 2_500n,
      currency: 'USD',
      status: 'active',
      description: SEEDED_CASHBACK,
      endDate: new Date('2025-01-19T00:00:00Z'),
      receivingExpiredAt: new Date('2099-12-31T00:00:00Z'),
      createdAt: new Date('2025-01-19T00:00:00Z'),
    },
  ]);
}
