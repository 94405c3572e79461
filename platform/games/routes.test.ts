import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { gameProviders, gameRounds, games, ledgerEntries, sessions, users } from '../db/schema';
import { awardBonus } from '../services/bonuses';
import { applyMovements, ledgerDrift } from '../services/wallets';
import { describeEachDb, signedIn, type TestPlatform } from '../test/harness';

const key = () => `h-${randomBytes(8).toString('hex')}`;

async function game(platform: TestPlatform, type: string) {
  const db = platform.database.db;
  const [provider] = await db.select({ id: gameProviders.id }).from(gameProviders).limit(1);
  const sysname = `route-${type}-${randomBytes(3).toString('hex')}`;
  const [row] = await db.insert(games).values({ sysname, name: `Route ${type}`, providerId: provider!.id, type }).returning();
  return row!;
}

async function player(platform: TestPlatform, main: number) {
  const db = platform.database.db;
  const [user] = await db.insert(users).values({ login: `route-${randomBytes(4).toString('hex')}@example.com`, currency: 'USD' }).returning();
  await applyMovements(db, { userId: user!.uid, currency: 'USD' }, [{ balance: 'main', amount: BigInt(main * 100), kind: 'adjustment', idempotencyKey: `open:${user!.uid}` }]);
  return { user: user!, cookie: await signedIn(platform, user!.uid) };
}

const guestCookie = (setCookie: string | string[] | undefined) => String(setCookie).split(';')[0]!;

describeEachDb('game documents and their API', (get) => {
  it('serves the game document framed by the site only, with the guest cookie for demo play', async () => {
    const slot = await game(get(), 'slot');
    const res = await get().app.inject({ url: `/games/${slot.sysname}/play?mode=demo&locale=ar` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain('role="status" aria-live="polite"');
    expect(res.body).toContain(`nonce="${/nonce-([^']+)/.exec(csp)![1]}"`);
    expect(String(res.headers['set-cookie'])).toMatch(/^gsid=[a-f0-9]{48}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    expect((await get().app.inject({ url: '/games/no-such-game/play' })).statusCode).toBe(404);
  });

  it('real mode without a session shows the sign-in message and its API answers AuthorizationException', async () => {
    const hilo = await game(get(), 'high_low');
    const res = await get().app.inject({ url: `/games/${hilo.sysname}/play?mode=real&locale=pt-BR` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Entre na sua conta para jogar com dinheiro real.');
    expect(res.body).toContain('<div id="auth" class="panel" >');
    const state = await get().app.inject({ url: `/games/api/${hilo.sysname}/state?mode=real` });
    expect(state.json()).toEqual({ error: { type: 'AuthorizationException', error_data: null } });
    const round = await get().app.inject({ method: 'POST', url: `/games/api/${hilo.sysname}/round`, payload: { mode: 'real', bet: 1, guess: 'higher', idempotency_key: key() } });
    expect(round.json().error.type).toBe('AuthorizationException');
  });

  it('a guest plays demo high-low rounds: state, round, stale nonce, seeds', async () => {
    const hilo = await game(get(), 'high_low');
    const doc = await get().app.inject({ url: `/games/${hilo.sysname}/play?mode=demo` });
    const cookie = guestCookie(doc.headers['set-cookie']);
    const state = (await get().app.inject({ url: `/games/api/${hilo.sysname}/state?mode=demo`, headers: { cookie } })).json().data;
    expect(state).toMatchObject({ mode: 'demo', balance: { amount: 1000, currency: 'USD' }, limits: { min: 0.1, max: 100, currency: 'USD' }, seed: { nonce: 0 }, freespins_left: 0 });
    expect(state.seed.server_seed_hash).toMatch(/^[a-f0-9]{64}$/);
    const guess = state.card.rank < 6 ? 'higher' : 'lower';
    const stale = await get().app.inject({ method: 'POST', url: `/games/api/${hilo.sysname}/round`, headers: { cookie }, payload: { mode: 'demo', bet: 1, guess, nonce: 5, idempotency_key: key() } });
    expect(stale.json().error).toEqual({ type: 'InvalidParameterException', error_data: { nonce: ['stale'] } });
    const k = key();
    const play = () => get().app.inject({ method: 'POST', url: `/games/api/${hilo.sysname}/round`, headers: { cookie }, payload: { mode: 'demo', bet: 1, guess, nonce: 0, idempotency_key: k } });
    const round = (await play()).json().data;
    expect(round.round.outcome.shown).toEqual(state.card);
    expect(round.seed.nonce).toBe(1);
    expect(round.card).toBeDefined();
    expect((await play()).json().data.round).toEqual(round.round);
    const bad = await get().app.inject({ method: 'POST', url: `/games/api/${hilo.sysname}/round`, headers: { cookie }, payload: { mode: 'demo', bet: 500, guess, idempotency_key: key() } });
    expect(bad.json().error).toMatchObject({ type: 'InvalidParameterException', error_data: { bet: ['max'] } });

    const set = await get().app.inject({ method: 'POST', url: '/games/api/seed', headers: { cookie }, payload: { client_seed: 'hello' } });
    expect(set.json().data).toMatchObject({ client_seed: 'hello', nonce: 0 });
    const rotated = (await get().app.inject({ method: 'POST', url: '/games/api/seed/rotate', headers: { cookie } })).json().data;
    expect(rotated.revealed).toMatchObject({ client_seed: 'hello', server_seed: expect.stringMatching(/^[a-f0-9]{64}$/) });

    // the fairness page: the owner sees the revealed seed and the checks; someone else does not
    const page = await get().app.inject({ url: `/games/fairness?round=${round.round.id}`, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.body).toContain(round.round.fair.server_seed_hash);
    expect(page.body).toContain('id="hash-check"');
    expect(page.body).toContain('The recomputed outcome matches the recorded round.');
    // the bet as the site writes money (SPEC §9), not "1 USD"
    expect(page.body).toContain('<dt>Bet</dt><dd><code>$1</code></dd>');
    expect((await get().app.inject({ url: `/games/fairness?round=${round.round.id}` })).statusCode).toBe(404);
  });

  it('POSTs from a foreign origin are refused', async () => {
    const slot = await game(get(), 'slot');
    const res = await get().app.inject({ method: 'POST', url: `/games/api/${slot.sysname}/round`, headers: { origin: 'https://evil.example' }, payload: { mode: 'demo', bet: 1, idempotency_key: key() } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.type).toBe('AccessDeniedException');
  });

  it('a signed-in player plays a real slot round and is told about insufficient funds', async () => {
    const slot = await game(get(), 'slot');
    const { cookie } = await player(get(), 1);
    const doc = await get().app.inject({ url: `/games/${slot.sysname}/play?mode=real`, headers: { cookie } });
    expect(doc.body).toContain('<div id="auth" class="panel" hidden>');
    const ok = await get().app.inject({ method: 'POST', url: `/games/api/${slot.sysname}/round`, headers: { cookie }, payload: { mode: 'real', bet: 0.5, idempotency_key: key() } });
    expect(ok.json().data.round).toMatchObject({ mode: 'real', bet: { amount: 0.5, currency: 'USD' }, outcome: { engine: 'slot' } });
    const poor = await get().app.inject({ method: 'POST', url: `/games/api/${slot.sysname}/round`, headers: { cookie }, payload: { mode: 'real', bet: 50, idempotency_key: key() } });
    expect(poor.json().error).toEqual({ type: 'InvalidParameterException', error_data: { amount: ['insufficient_funds'] } });
  });

  it('real play shows the active bonus money beside the main balance, and a stake may spend it', async () => {
    const slot = await game(get(), 'slot');
    const { user, cookie } = await player(get(), 0);
    const state = async () => (await get().app.inject({ url: `/games/api/${slot.sysname}/state?mode=real`, headers: { cookie } })).json().data;
    expect(await state()).toMatchObject({ balance: { amount: 0, currency: 'USD' }, bonus_balance: { amount: 0, currency: 'USD' } });
    await get().database.db.transaction((tx) => awardBonus(tx, { userId: user.uid, currency: 'USD', amount: 1000n, wagerMultiplier: 35, source: 'offer', title: 'Route bonus' }));
    expect(await state()).toMatchObject({ balance: { amount: 0 }, bonus_balance: { amount: 10, currency: 'USD' } });
    const round = (await get().app.inject({ method: 'POST', url: `/games/api/${slot.sysname}/round`, headers: { cookie }, payload: { mode: 'real', bet: 1, idempotency_key: key() } })).json().data;
    expect(round.balance.amount + round.bonus_balance.amount).toBeCloseTo(9 + round.round.win.amount, 2);
    const demo = (await get().app.inject({ url: `/games/api/${slot.sysname}/state?mode=demo`, headers: { cookie } })).json().data;
    expect(demo.bonus_balance).toBeNull();
  });

  it('a round from a remembered session checks it in its transaction: signed out, banned or another currency elsewhere is seen at once', async () => {
    const db = get().database.db;
    const slot = await game(get(), 'slot');
    const { user, cookie } = await player(get(), 10);
    const round = (c: string, bet = 0.5) => get().app.inject({ method: 'POST', url: `/games/api/${slot.sysname}/round`, headers: { cookie: c }, payload: { mode: 'real', bet, idempotency_key: key() } });
    const entries = async () => (await db.select().from(ledgerEntries)).length;
    expect((await round(cookie)).json().data.round.bet).toEqual({ amount: 0.5, currency: 'USD' }); // remembered from here on
    // another process signs the player out (this one's memory is not told)
    await db.delete(sessions).where(eq(sessions.userId, user.uid));
    const before = await entries();
    expect((await round(cookie)).json().error.type).toBe('AuthorizationException');
    expect(await entries()).toBe(before);

    const again = await signedIn(get(), user.uid);
    expect((await round(again)).statusCode).toBe(200);
    await db.update(users).set({ banned: true }).where(eq(users.uid, user.uid));
    expect((await round(again)).json().error.type).toBe('UserBannedException');
    await db.update(users).set({ banned: false, currency: 'EUR' }).where(eq(users.uid, user.uid));
    // the player now plays in euros: a fresh wallet, nothing to stake
    expect((await round(again)).json().error).toEqual({ type: 'InvalidParameterException', error_data: { amount: ['insufficient_funds'] } });
    expect(await ledgerDrift(db, user.uid)).toEqual([]);
  });

  it('a stake past what minor units can hold is 422 max on every engine and the sportsbook, for players and guests, never a 5xx', async () => {
    const { cookie } = await player(get(), 10);
    const guest = guestCookie((await get().app.inject({ url: '/games/sun-temple-riches/play?mode=demo' })).headers['set-cookie']);
    // the seeded titles of every round engine: slot-like (slot, fast, logical), high-low, roulette, baccarat, blackjack
    const titles = ['sun-temple-riches', 'sky-rocket-crash', 'mines', 'plinko-drop', 'dice-duel', 'keno-express', 'tower-climb', 'scratch-stars', 'hi-lo-classic', 'european-roulette', 'punto-banco', 'classic-blackjack'];
    const side = (sysname: string) => (sysname === 'punto-banco' ? 'banker' : 'red');
    const round = async (sysname: string, who: string | undefined, payload: Record<string, unknown>) => {
      const res = await get().app.inject({ method: 'POST', url: `/games/api/${sysname}/round`, headers: who ? { cookie: who } : {}, payload: { guess: 'higher', idempotency_key: key(), ...payload } });
      expect(res.statusCode, `${sysname} ${JSON.stringify(payload)}: ${res.body}`).toBe(422);
      return res.json().error;
    };
    const max = (field: string) => ({ type: 'InvalidParameterException', error_data: { [field]: ['max'], min: 0.1, max: 100, currency: 'USD' } });
    const invalid = (field: string) => ({ type: 'InvalidParameterException', error_data: { [field]: ['invalid'] } });
    for (const sysname of titles) {
      for (const [mode, who] of [['real', cookie], ['demo', guest], ['demo', undefined]] as const) {
        for (const huge of [1e307, 1e308, Number.MAX_VALUE, '1e308']) {
          expect(await round(sysname, who, { mode, bet: huge, bets: [{ kind: side(sysname), amount: huge }] })).toEqual(max('bet'));
        }
        expect(await round(sysname, who, { mode, bet: '1e400', bets: [{ kind: side(sysname), amount: 1 }] })).toEqual(invalid('bet'));
        expect(await round(sysname, who, { mode, bet: -0, bets: [{ kind: side(sysname), amount: 1 }] })).toEqual(invalid('bet'));
        expect(await round(sysname, who, { mode, bet: 1.001, bets: [{ kind: side(sysname), amount: 1 }] })).toEqual(invalid('bet'));
      }
    }
    // a table bet's own amount goes through the same parser
    for (const sysname of ['european-roulette', 'punto-banco']) {
      expect(await round(sysname, cookie, { mode: 'real', bet: 1, bets: [{ kind: side(sysname), amount: 1e308 }] })).toEqual(max('bets'));
      expect(await round(sysname, guest, { mode: 'demo', bet: 1, bets: [{ kind: side(sysname), amount: Number.MAX_VALUE }] })).toEqual(max('bets'));
    }
    const event = (await get().app.inject({ url: '/games/api/sportsbook/state' })).json().data.events[0];
    for (const stake of [1e307, 1e308, Number.MAX_VALUE, '1e308']) {
      const res = await get().app.inject({ method: 'POST', url: '/games/api/sportsbook/bets', headers: { cookie }, payload: { stake, selections: [{ event_id: event.id, pick: 'home' }], idempotency_key: key() } });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toEqual(max('stake'));
    }
  });

  it('an idempotency key is its owner’s for one request: the same request replays, another game or other parameters are 422 reused', async () => {
    const db = get().database.db;
    const { user, cookie } = await player(get(), 50);
    const post = (url: string, payload: Record<string, unknown>, who: string | undefined = cookie) => get().app.inject({ method: 'POST', url, headers: who ? { cookie: who } : {}, payload });
    const round = (sysname: string, payload: Record<string, unknown>, who?: string) => post(`/games/api/${sysname}/round`, payload, who);
    const reused = { type: 'InvalidParameterException', error_data: { idempotency_key: ['reused'] } };
    const refused = async (answer: Promise<{ statusCode: number; json(): { error?: unknown } }>) => {
      const res = await answer;
      expect(res.statusCode).toBe(422);
      return res.json().error;
    };

    const shared = key();
    const first = await round('sun-temple-riches', { mode: 'real', bet: 1, idempotency_key: shared });
    expect(first.statusCode).toBe(200);
    const again = (await round('sun-temple-riches', { mode: 'real', bet: 1, idempotency_key: shared })).json().data;
    expect(again).toMatchObject({ replayed: true, round: first.json().data.round });
    // the same key elsewhere: another game (blackjack answered a 500, roulette the slot's round relabelled), mode or stake
    expect(await refused(round('classic-blackjack', { mode: 'real', bet: 1, idempotency_key: shared }))).toEqual(reused);
    expect(await refused(round('european-roulette', { mode: 'real', bet: 2, bets: [{ kind: 'red', amount: 2 }], idempotency_key: shared }))).toEqual(reused);
    expect(await refused(round('hi-lo-classic', { mode: 'real', bet: 1, guess: 'higher', idempotency_key: shared }))).toEqual(reused);
    expect(await refused(round('sun-temple-riches', { mode: 'real', bet: 2, idempotency_key: shared }))).toEqual(reused);
    expect(await refused(round('sun-temple-riches', { mode: 'demo', bet: 1, idempotency_key: shared }))).toEqual(reused);
    expect(await refused(round('sun-temple-riches', { mode: 'real', bet: 1e308, idempotency_key: shared }))).toEqual(reused);

    // table bets and a high-low guess are part of the request
    const table = key();
    const bets = [{ kind: 'red', amount: 1 }, { kind: 'straight', value: 17, amount: 1 }];
    expect((await round('european-roulette', { mode: 'real', bet: 2, bets, idempotency_key: table })).statusCode).toBe(200);
    expect((await round('european-roulette', { mode: 'real', bet: '2', bets, idempotency_key: table })).json().data.replayed).toBe(true);
    expect(await refused(round('european-roulette', { mode: 'real', bet: 2, bets: [{ kind: 'red', amount: 2 }], idempotency_key: table }))).toEqual(reused);
    expect(await refused(round('european-roulette', { mode: 'real', bet: 2, bets: [{ kind: 'black', amount: 1 }, { kind: 'straight', value: 17, amount: 1 }], idempotency_key: table }))).toEqual(reused);
    // a guess that can win against the shown card (a two cannot go lower, an ace not higher: refused as such)
    const shown = (await get().app.inject({ url: '/games/api/hi-lo-classic/state?mode=real', headers: { cookie } })).json().data.card;
    const [guess, other] = shown.rank < 6 ? (['higher', 'lower'] as const) : (['lower', 'higher'] as const);
    const guessed = key();
    expect((await round('hi-lo-classic', { mode: 'real', bet: 1, guess, idempotency_key: guessed })).statusCode).toBe(200);
    expect((await round('hi-lo-classic', { mode: 'real', bet: 1, guess, idempotency_key: guessed })).json().data.replayed).toBe(true);
    expect(await refused(round('hi-lo-classic', { mode: 'real', bet: 1, guess: other, idempotency_key: guessed }))).toEqual(reused);

    // a blackjack deal's key: the same deal replays, another stake or game is refused
    const deal = key();
    const hand = (await round('classic-blackjack', { mode: 'real', bet: 1, idempotency_key: deal })).json().data;
    expect(hand.round.outcome.engine).toBe('blackjack');
    expect((await round('classic-blackjack', { mode: 'real', bet: 1, idempotency_key: deal })).json().data).toMatchObject({ replayed: true, round: { id: hand.round.id } });
    expect(await refused(round('classic-blackjack', { mode: 'real', bet: 2, idempotency_key: deal }))).toEqual(reused);
    expect(await refused(round('sun-temple-riches', { mode: 'real', bet: 1, idempotency_key: deal }))).toEqual(reused);

    // a guest's key is the guest's: the same rule in demo play; another player's key of the same name is their own
    const guest = guestCookie((await get().app.inject({ url: '/games/sun-temple-riches/play?mode=demo' })).headers['set-cookie']);
    const guestRound = (await round('sun-temple-riches', { mode: 'demo', bet: 1, idempotency_key: shared }, guest)).json().data;
    expect(guestRound.replayed).toBe(false);
    expect((await round('sun-temple-riches', { mode: 'demo', bet: 1, idempotency_key: shared }, guest)).json().data).toMatchObject({ replayed: true, round: { id: guestRound.round.id } });
    expect(await refused(round('european-roulette', { mode: 'demo', bet: 1, bets: [{ kind: 'red', amount: 1 }], idempotency_key: shared }, guest))).toEqual(reused);
    expect(await refused(round('classic-blackjack', { mode: 'demo', bet: 1, idempotency_key: shared }, guest))).toEqual(reused);

    // the sportsbook's slip: the same slip replays, another stake or pick is refused
    const event = (await get().app.inject({ url: '/games/api/sportsbook/state' })).json().data.events.at(-1);
    const slip = key();
    const bet = (stake: unknown, pick = 'home') => post('/games/api/sportsbook/bets', { stake, selections: [{ event_id: event.id, pick }], idempotency_key: slip });
    const placed = (await bet(2)).json().data;
    expect((await bet(2)).json().data).toMatchObject({ replayed: true, bet: { id: placed.bet.id } });
    expect(await refused(bet(3))).toEqual(reused);
    expect(await refused(bet(2, 'away'))).toEqual(reused);

    const rounds = await db.select().from(gameRounds).where(eq(gameRounds.owner, `u:${user.uid}`));
    expect(rounds).toHaveLength(4);
    expect(await ledgerDrift(db, user.uid)).toEqual([]);
  });

  it('the sportsbook: events for everyone, bets for players, settled through the dev route', async () => {
    const db = get().database.db;
    const [book] = await db.select().from(games).where(eq(games.sysname, 'sportsbook'));
    expect(book?.type).toBe('betting');
    const doc = await get().app.inject({ url: '/games/sportsbook/play?mode=real&locale=es-ES' });
    expect(doc.body).toContain('Boleto de apuestas');
    const anon = (await get().app.inject({ url: '/games/api/sportsbook/state' })).json().data;
    expect(anon.events.length).toBeGreaterThan(0);
    expect(anon.bets).toBeNull();
    const event = anon.events.at(-1);
    const payload = { stake: 2, selections: [{ event_id: event.id, pick: 'away' }], idempotency_key: key() };
    expect((await get().app.inject({ method: 'POST', url: '/games/api/sportsbook/bets', payload })).json().error.type).toBe('AuthorizationException');
    const { cookie } = await player(get(), 10);
    const placed = (await get().app.inject({ method: 'POST', url: '/games/api/sportsbook/bets', headers: { cookie }, payload })).json().data;
    expect(placed).toMatchObject({ balance: { amount: 8, currency: 'USD' }, bet: { status: 'open' } });
    const settled = await get().app.inject({ method: 'POST', url: '/api/dev/sportsbook/settle', payload: { event_id: event.id, result: 'away' } });
    expect(settled.json().data).toMatchObject({ events: 1 });
    const mine = (await get().app.inject({ url: '/games/api/sportsbook/state', headers: { cookie } })).json().data;
    expect(mine.bets[0]).toMatchObject({ id: placed.bet.id, status: 'won' });
    expect(mine.balance.amount).toBeCloseTo(8 + Math.floor(2 * event.odds.away * 100) / 100, 2);
  });
});
