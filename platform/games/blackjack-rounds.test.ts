import { randomBytes } from 'node:crypto';
import { like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { gameProviders, games, ledgerEntries, users } from '../db/schema';
import { awardBonus } from '../services/bonuses';
import { applyMovements } from '../services/wallets';
import { describeEachDb, signedIn, type TestPlatform } from '../test/harness';

const key = () => `bj-${randomBytes(8).toString('hex')}`;

type Dealt = { round: { id: string; bet: { amount: number }; outcome: { phase: string } }; actions: string[] };

async function blackjackGame(platform: TestPlatform) {
  const [provider] = await platform.database.db.select({ id: gameProviders.id }).from(gameProviders).limit(1);
  const sysname = `bj-${randomBytes(4).toString('hex')}`;
  const [row] = await platform.database.db.insert(games).values({ sysname, name: 'Classic Blackjack', providerId: provider!.id, type: 'casino' }).returning();
  return row!;
}

/** A player with 100 USD of real money and an active casino bonus whose maximum bet is 5 USD. */
async function bonusPlayer(platform: TestPlatform) {
  const db = platform.database.db;
  const [user] = await db.insert(users).values({ login: `bj-${randomBytes(4).toString('hex')}@example.com`, currency: 'USD' }).returning();
  await applyMovements(db, { userId: user!.uid, currency: 'USD' }, [{ balance: 'main', amount: 10_000n, kind: 'adjustment', idempotencyKey: `open:${user!.uid}` }]);
  await db.transaction((tx) => awardBonus(tx, { userId: user!.uid, currency: 'USD', amount: 1000n, wagerMultiplier: 35, maxBet: 500n, source: 'offer', title: 'Max bet bonus' }));
  return { user: user!, cookie: await signedIn(platform, user!.uid) };
}

async function entries(platform: TestPlatform, roundId: string) {
  const rows = await platform.database.db.select().from(ledgerEntries).where(like(ledgerEntries.idempotencyKey, `round:${roundId}:%`));
  return Object.fromEntries(rows.map((r) => [r.idempotencyKey!.split(':')[2], Number(r.amount)]));
}

describeEachDb('blackjack hands under a bonus maximum bet', (get) => {
  const post = (url: string, cookie: string, payload: Record<string, unknown>) => get().app.inject({ method: 'POST', url, headers: { cookie }, payload });

  /** Deals until a hand stays open (a natural on either side ends it at the deal). */
  async function openHand(sysname: string, cookie: string, bet: number): Promise<Dealt> {
    for (let i = 0; i < 30; i += 1) {
      const hand = (await post(`/games/api/${sysname}/round`, cookie, { mode: 'real', bet, idempotency_key: key() })).json().data as Dealt;
      if (hand.round.outcome.phase === 'player') return hand;
    }
    throw new Error('no open hand in 30 deals');
  }

  it('the maximum bet limits the hand’s whole stake: a double past it is neither offered nor accepted', async () => {
    const game = await blackjackGame(get());
    const { cookie } = await bonusPlayer(get());
    const action = `/games/api/${game.sysname}/action`;

    const atMax = await openHand(game.sysname, cookie, 5);
    expect(atMax.actions).toEqual(['hit', 'stand']);
    const refused = await post(action, cookie, { round_id: atMax.round.id, action: 'double', index: 0 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({ type: 'InvalidParameterException', error_data: { bet: ['bonus_max_bet'], max_amount: 5, currency: 'USD' } });
    expect(await entries(get(), atMax.round.id)).toEqual({ bet: -500 });
    await post(action, cookie, { round_id: atMax.round.id, action: 'stand', index: 0 });

    // doubled, a hand of 2 stakes 4: within the maximum
    const small = await openHand(game.sysname, cookie, 2);
    expect(small.actions).toEqual(['hit', 'stand', 'double']);
    const doubled = (await post(action, cookie, { round_id: small.round.id, action: 'double', index: 0 })).json().data as Dealt;
    expect(doubled.round.bet.amount).toBe(4);
  });
});
