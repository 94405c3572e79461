import { randomBytes } from 'node:crypto';
import { like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { gameProviders, games, ledgerEntries, users } from '../db/schema';
import { awardBonus } from '../services/bonuses';
import { applyMovements } from '../services/wallets';
import { describeEachDb, signedIn, type TestPlatform } from '../test/harness';

const key = () => `t-${randomBytes(8).toString('hex')}`;

async function title(platform: TestPlatform, type: string, name: string) {
  const db = platform.database.db;
  const [provider] = await db.select({ id: gameProviders.id }).from(gameProviders).limit(1);
  const sysname = `table-${randomBytes(4).toString('hex')}`;
  const [row] = await db.insert(games).values({ sysname, name, providerId: provider!.id, type }).returning();
  return row!;
}

async function player(platform: TestPlatform, main: number) {
  const db = platform.database.db;
  const [user] = await db.insert(users).values({ login: `table-${randomBytes(4).toString('hex')}@example.com`, currency: 'USD' }).returning();
  await applyMovements(db, { userId: user!.uid, currency: 'USD' }, [{ balance: 'main', amount: BigInt(main * 100), kind: 'adjustment', idempotencyKey: `open:${user!.uid}` }]);
  return { user: user!, cookie: await signedIn(platform, user!.uid) };
}

/** The ledger entries of a round, by idempotency key. */
async function entries(platform: TestPlatform, roundId: string) {
  const rows = await platform.database.db.select().from(ledgerEntries).where(like(ledgerEntries.idempotencyKey, `round:${roundId}:%`));
  return Object.fromEntries(rows.map((r) => [r.idempotencyKey!.split(':')[2], Number(r.amount)]));
}

describeEachDb('table games: roulette, baccarat, blackjack', (get) => {
  const post = (url: string, cookie: string | undefined, payload: Record<string, unknown>) =>
    get().app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });

  it('a player plays a real roulette round through the ledger; bad bets are InvalidParameter, never a 5xx', async () => {
    const roulette = await title(get(), 'casino', 'European Roulette');
    const { cookie } = await player(get(), 10);
    const doc = await get().app.inject({ url: `/games/${roulette.sysname}/play?mode=real`, headers: { cookie } });
    expect(doc.body).toContain('Betting board');
    expect(doc.body).toContain('aria-label="Number 17 Black, pays 35:1"');
    const url = `/games/api/${roulette.sysname}/round`;
    const res = await post(url, cookie, { mode: 'real', bet: 1.5, bets: [{ kind: 'red', amount: 1 }, { kind: 'straight', value: 17, amount: 0.5 }], idempotency_key: key() });
    expect(res.statusCode).toBe(200);
    const { round, balance } = res.json().data;
    expect(round.outcome).toMatchObject({ engine: 'roulette', bets: [{ kind: 'red', amount: '100' }, { kind: 'straight', value: 17, amount: '50' }] });
    const pocket: number = round.outcome.pocket;
    const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(pocket);
    const win = (red ? 2 : 0) + (pocket === 17 ? 18 : 0);
    expect(round.win.amount).toBe(win);
    expect(balance.amount).toBeCloseTo(10 - 1.5 + win, 2);
    expect(await entries(get(), round.id)).toEqual({ bet: -150, ...(win > 0 && { win: win * 100 }) });

    const bad = async (payload: Record<string, unknown>) => {
      const answer = await post(url, cookie, { mode: 'real', idempotency_key: key(), ...payload });
      expect(answer.statusCode).toBeLessThan(500);
      return answer.json().error;
    };
    expect(await bad({ bet: 1 })).toEqual({ type: 'InvalidParameterException', error_data: { bets: ['required'] } });
    expect(await bad({ bet: 1, bets: 'red' })).toEqual({ type: 'InvalidParameterException', error_data: { bets: ['required'] } });
    expect(await bad({ bet: 1, bets: [{ kind: 'straight', value: 40, amount: 1 }] })).toEqual({ type: 'InvalidParameterException', error_data: { bets: ['invalid'] } });
    expect(await bad({ bet: 1, bets: [null] })).toEqual({ type: 'InvalidParameterException', error_data: { bets: ['invalid'] } });
    expect(await bad({ bet: 2, bets: [{ kind: 'odd', amount: 1 }] })).toEqual({ type: 'InvalidParameterException', error_data: { bets: ['total'] } });
    expect(await bad({ bet: 1, bets: [{ kind: 'odd', amount: -1 }] })).toEqual({ type: 'InvalidParameterException', error_data: { bets: ['invalid'] } });
    expect(await bad({ bet: 'x', bets: [{ kind: 'odd', amount: 1 }] })).toEqual({ type: 'InvalidParameterException', error_data: { bet: ['invalid'] } });

    // the fairness page recomputes the spin from the revealed seed and the recorded bets
    await post('/games/api/seed/rotate', cookie, {});
    const page = await get().app.inject({ url: `/games/fairness?round=${round.id}`, headers: { cookie } });
    expect(page.body).toContain('The recomputed outcome matches the recorded round.');
  });

  it('a guest plays a demo baccarat coup, recomputed on the fairness page', async () => {
    const baccarat = await title(get(), 'casino', 'Punto Banco');
    const doc = await get().app.inject({ url: `/games/${baccarat.sysname}/play?mode=demo&locale=es-ES` });
    expect(doc.body).toContain('Mano de la Banca');
    const cookie = String(doc.headers['set-cookie']).split(';')[0]!;
    const res = await post(`/games/api/${baccarat.sysname}/round`, cookie, { mode: 'demo', bet: 3, bets: [{ kind: 'banker', amount: 2 }, { kind: 'tie', amount: 1 }], idempotency_key: key() });
    const { round, balance } = res.json().data;
    expect(round.outcome.engine).toBe('baccarat');
    const expected = round.outcome.winner === 'banker' ? 3.9 : round.outcome.winner === 'tie' ? 2 + 9 : 0;
    expect(round.win.amount).toBeCloseTo(expected, 2);
    expect(balance.amount).toBeCloseTo(1000 - 3 + expected, 2);
    await post('/games/api/seed/rotate', cookie, {});
    expect((await get().app.inject({ url: `/games/fairness?round=${round.id}`, headers: { cookie } })).body).toContain('The recomputed outcome matches the recorded round.');
  });

  it('blackjack: the deal locks the stake, decisions are idempotent by index, the end settles through the ledger', async () => {
    const blackjack = await title(get(), 'casino', 'Classic Blackjack');
    const { cookie } = await player(get(), 50);
    const round = `/games/api/${blackjack.sysname}/round`;
    const action = `/games/api/${blackjack.sysname}/action`;
    expect((await post(round, cookie, { mode: 'real', bet: 'x', idempotency_key: key() })).json().error).toEqual({ type: 'InvalidParameterException', error_data: { bet: ['invalid'] } });

    // deal until a hand stays open (a natural on either side ends it at the deal)
    let dealt: { round: { id: string; bet: { amount: number }; win: { amount: number }; outcome: { phase: string; dealer: unknown[]; actions: string[] } }; balance: { amount: number }; actions: string[] } | undefined;
    let balance = 50;
    for (let i = 0; i < 20; i += 1) {
      dealt = (await post(round, cookie, { mode: 'real', bet: 2, idempotency_key: key() })).json().data;
      balance = balance - 2 + dealt!.round.win.amount;
      expect(dealt!.balance.amount).toBeCloseTo(balance, 2);
      if (dealt!.round.outcome.phase === 'player') break;
    }
    const hand = dealt!;
    expect(hand.round.outcome.phase).toBe('player');
    expect(hand.round.outcome.dealer).toHaveLength(1); // the hole card is neither sent nor stored
    expect(hand.actions).toEqual(['hit', 'stand', 'double']);
    expect(await entries(get(), hand.round.id)).toEqual({ bet: -200 });
    const state = (await get().app.inject({ url: `/games/api/${blackjack.sysname}/state?mode=real`, headers: { cookie } })).json().data;
    expect(state.hand.round.id).toBe(hand.round.id);

    const error = async (url: string, payload: Record<string, unknown>) => {
      const answer = await post(url, cookie, payload);
      expect(answer.statusCode).toBeLessThan(500);
      return answer.json().error?.error_data;
    };
    expect(await error(round, { mode: 'real', bet: 2, idempotency_key: key() })).toEqual({ round: ['open'] });
    expect(await error('/games/api/seed/rotate', {})).toEqual({ seed: ['round_open'] });
    expect(await error(action, { round_id: hand.round.id, action: 'split', index: 0 })).toEqual({ action: ['invalid'] });
    expect(await error(action, { round_id: hand.round.id, action: 'hit', index: 3 })).toEqual({ index: ['stale'] });
    expect(await error(action, { round_id: 'abc', action: 'hit', index: 0 })).toEqual({ round_id: ['invalid'] });
    expect(await error(action, { round_id: '999999999', action: 'hit', index: 0 })).toEqual({ round_id: ['unknown'] });
    expect(await error(action, { round_id: hand.round.id, action: 'hit', index: -1 })).toEqual({ index: ['invalid'] });

    // double: a second stake, one card, the hand ends and is paid on the doubled stake
    const doubled = (await post(action, cookie, { round_id: hand.round.id, action: 'double', index: 0 })).json().data;
    expect(doubled.round.outcome).toMatchObject({ phase: 'done', doubled: true, actions: ['double'] });
    expect(doubled.round.bet.amount).toBe(4);
    expect(doubled.round.outcome.dealer.length).toBeGreaterThanOrEqual(2);
    const win = doubled.round.win.amount;
    expect([0, 4, 8]).toContain(win);
    expect(doubled.balance.amount).toBeCloseTo(balance - 2 + win, 2);
    expect(await entries(get(), hand.round.id)).toEqual({ bet: -200, double: -200, ...(win > 0 && { win: win * 100 }) });
    // the same index again answers the hand as it is; a new decision on a settled hand is refused
    const again = (await post(action, cookie, { round_id: hand.round.id, action: 'double', index: 0 })).json().data;
    expect(again).toMatchObject({ replayed: true, round: { id: hand.round.id, win: { amount: win } } });
    expect(await error(action, { round_id: hand.round.id, action: 'stand', index: 1 })).toEqual({ round: ['settled'] });

    // the pair can be revealed now, and the fairness page replays the hand from its decisions
    expect((await post('/games/api/seed/rotate', cookie, {})).statusCode).toBe(200);
    expect((await get().app.inject({ url: `/games/fairness?round=${hand.round.id}`, headers: { cookie } })).body).toContain('The recomputed outcome matches the recorded round.');
  });

  it('blackjack offers double only when the balance can pay a second stake (real money, bonus money by its terms)', async () => {
    const blackjack = await title(get(), 'casino', 'Classic Blackjack');
    const round = `/games/api/${blackjack.sysname}/round`;
    const action = `/games/api/${blackjack.sysname}/action`;
    type Dealt = { round: { id: string; bet: { amount: number }; outcome: { phase: string } }; balance: { amount: number }; actions: string[]; replayed: boolean };
    /** A player dealt an open hand with a stake of 2 (a natural on either side ends the hand at the deal: another player then). */
    const openHand = async (main: number, bonus = 0) => {
      for (let i = 0; i < 40; i += 1) {
        const p = await player(get(), main);
        if (bonus > 0) await get().database.db.transaction((tx) => awardBonus(tx, { userId: p.user.uid, currency: 'USD', amount: BigInt(bonus * 100), wagerMultiplier: 35, source: 'offer', title: 'Double bonus' }));
        const deal = key();
        const hand = (await post(round, p.cookie, { mode: 'real', bet: 2, idempotency_key: deal })).json().data as Dealt;
        if (hand.round.outcome.phase === 'player') return { ...p, deal, hand };
      }
      throw new Error('no open hand in 40 deals');
    };
    const state = async (cookie: string) => (await get().app.inject({ url: `/games/api/${blackjack.sysname}/state?mode=real`, headers: { cookie } })).json().data.hand;

    // the whole balance staked: nothing left for a second stake, so no double (the deal, the state, a replayed deal)
    const broke = await openHand(2);
    expect(broke.hand.balance.amount).toBe(0);
    expect(broke.hand.actions).toEqual(['hit', 'stand']);
    expect((await state(broke.cookie)).actions).toEqual(['hit', 'stand']);
    expect((await post(round, broke.cookie, { mode: 'real', bet: 2, idempotency_key: broke.deal })).json().data).toMatchObject({ replayed: true, actions: ['hit', 'stand'] });
    // a double sent anyway is refused as before, with nothing written
    const refused = await post(action, broke.cookie, { round_id: broke.hand.round.id, action: 'double', index: 0 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({ type: 'InvalidParameterException', error_data: { amount: ['insufficient_funds'] } });
    expect(await entries(get(), broke.hand.round.id)).toEqual({ bet: -200 });
    // money arrives: double is offered again, and pays a second stake
    await applyMovements(get().database.db, { userId: broke.user.uid, currency: 'USD' }, [{ balance: 'main', amount: 200n, kind: 'adjustment', idempotencyKey: `more:${broke.user.uid}` }]);
    expect((await state(broke.cookie)).actions).toEqual(['hit', 'stand', 'double']);
    const doubled = (await post(action, broke.cookie, { round_id: broke.hand.round.id, action: 'double', index: 0 })).json().data;
    expect(doubled.round).toMatchObject({ bet: { amount: 4 }, outcome: { phase: 'done', doubled: true } });
    // the deal's key still replays the hand (its stake was the first of the two)
    expect((await post(round, broke.cookie, { mode: 'real', bet: 2, idempotency_key: broke.deal })).json().data).toMatchObject({ replayed: true, round: { id: broke.hand.round.id, bet: { amount: 4 } }, actions: [] });

    // no real money but an active casino bonus that can pay the second stake: double is offered
    const bonused = await openHand(0, 10);
    expect(bonused.hand.actions).toEqual(['hit', 'stand', 'double']);
    expect((await post(action, bonused.cookie, { round_id: bonused.hand.round.id, action: 'double', index: 0 })).json().data.round.bet.amount).toBe(4);
  });

  it('a guest plays a demo blackjack hand to its end with hit and stand', async () => {
    const blackjack = await title(get(), 'live', 'VIP Blackjack');
    const doc = await get().app.inject({ url: `/games/${blackjack.sysname}/play?mode=demo&locale=ar` });
    expect(doc.body).toContain('يتوقف الموزّع عند 17 المرن');
    const cookie = String(doc.headers['set-cookie']).split(';')[0]!;
    let data = (await post(`/games/api/${blackjack.sysname}/round`, cookie, { mode: 'demo', bet: 1, idempotency_key: key() })).json().data;
    while (data.round.outcome.phase === 'player') {
      const move = data.round.outcome.playerTotal < 15 ? 'hit' : 'stand';
      data = (await post(`/games/api/${blackjack.sysname}/action`, cookie, { round_id: data.round.id, action: move, index: data.round.outcome.actions.length })).json().data;
    }
    expect(data.round.outcome.result).toMatch(/^(blackjack|win|push|lose|bust)$/);
    expect(data.balance.amount).toBeCloseTo(1000 - 1 + data.round.win.amount, 2);
  });

  it('a title with no engine of its kind stays not playable', async () => {
    const american = await title(get(), 'casino', 'American Roulette');
    const doc = await get().app.inject({ url: `/games/${american.sysname}/play?mode=demo` });
    expect(doc.body).toContain('This game is not available.');
    const cookie = String(doc.headers['set-cookie']).split(';')[0]!;
    expect((await post(`/games/api/${american.sysname}/round`, cookie, { mode: 'demo', bet: 1, bets: [{ kind: 'red', amount: 1 }], idempotency_key: key() })).json().error).toEqual({
      type: 'InvalidParameterException',
      error_data: { game: ['not_playable'] },
    });
    const roulette = await title(get(), 'casino', 'European Roulette');
    expect((await post(`/games/api/${roulette.sysname}/action`, cookie, { round_id: '1', action: 'hit', index: 0 })).json().error.error_data).toEqual({ game: ['not_playable'] });
  });
});
