import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { dealHand } from '../../games/blackjack-rounds';
import { gameProviders, games, paymentTransactions, sessions as sessionRows, sportEvents, users, wallets } from '../../db/schema';
import { describeEachDb, freshIp } from '../../test/harness';
import { deposits } from '../payments';
import { checkDepositLimit } from '../payments/deposit-limits';
import { playRound, type GameRow } from '../rounds';
import { SESSION_COOKIE, sessions } from '../sessions';
import { placeBet } from '../sportsbook';
import { applyMovements } from '../wallets';
import { clock, exclude, selectPack, setLimit } from '.';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const tag = () => randomBytes(4).toString('hex');
const key = () => `k-${randomBytes(8).toString('hex')}`;
const CARD = { card_number: '4111111111111111' };
/** A player the UK pack lets gamble: an adult birth date and a verified identity (age.test.ts has the gate itself). */
const VERIFIED_ADULT = { birthDate: '01.01.1990', isVerified: true };

afterEach(() => {
  clock.reset();
  selectPack(null);
});

type Refusal = { type: string; data?: Record<string, unknown> };
async function refusal(promise: Promise<unknown>): Promise<Refusal> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e as Refusal,
  );
  expect(error, 'expected a refusal').not.toBeNull();
  return error!;
}

describeEachDb('jurisdiction rule packs', (get) => {
  const db = () => get().database.db;

  async function player(main = 100, values: Partial<typeof users.$inferInsert> = {}) {
    const currency = values.currency ?? 'USD';
    const [user] = await db().insert(users).values({ login: `pack-${tag()}@example.com`, currency, ...values }).returning();
    if (main > 0) await applyMovements(db(), { userId: user!.uid, currency }, [{ balance: 'main', amount: BigInt(main * 100), kind: 'adjustment', idempotencyKey: `open:${user!.uid}` }]);
    return user!;
  }
  async function game(type: string, name?: string): Promise<GameRow> {
    const [provider] = await db().select({ id: gameProviders.id }).from(gameProviders).limit(1);
    const sysname = `pack-${tag()}`;
    const [row] = await db().insert(games).values({ sysname, name: name ?? sysname, providerId: provider!.id, type }).returning();
    return row!;
  }
  const spin = (user: { uid: number }, g: GameRow, bet: number) => playRound(db(), { owner: `u:${user.uid}`, userId: user.uid, game: g, mode: 'real', bet, idempotencyKey: key() });
  const roulette = (user: { uid: number }, g: GameRow, bet = 1) =>
    playRound(db(), { owner: `u:${user.uid}`, userId: user.uid, game: g, mode: 'real', bet, bets: [{ kind: 'red', amount: bet }], idempotencyKey: key() });
  async function sportEvent() {
    const [event] = await db().insert(sportEvents).values({ sport: 'football', league: 'T', home: 'A', away: 'B', startsAt: new Date(Date.now() + DAY), oddsHome: 200, oddsDraw: 300, oddsAway: 400 }).returning();
    return event!;
  }
  const bet = (user: { uid: number }, eventId: number, stake: string) => placeBet(db(), { userId: user.uid, selections: [{ event_id: eventId, pick: 'home' }], stake, idempotencyKey: key() });

  async function api(method: string, payload: Record<string, unknown> | null, cookie?: string) {
    const options: InjectOptions = payload
      ? { method: 'POST', url: `/api/${method}`, payload, headers: { 'x-forwarded-for': freshIp(), ...(cookie && { cookie }) } }
      : { method: 'GET', url: `/api/${method}`, headers: { ...(cookie && { cookie }) } };
    const res = await get().app.inject(options);
    expect(res.statusCode, res.body).toBeLessThan(500);
    return res.json() as { data?: Record<string, unknown>; error?: { type: string; error_data?: Record<string, unknown> } };
  }
  const cookieFor = async (uid: number) => `${SESSION_COOKIE}=${(await sessions.create(db(), uid)).id}`;
  const sessionCount = async (uid: number) => (await db().select().from(sessionRows).where(eq(sessionRows.userId, uid))).length;

  // 1. UK: 5 s between game cycles of non-slot casino games
  it('UK: at least 5 s between rounds of table and live games (spin_interval); slots and the sportsbook keep their pace', async () => {
    selectPack('UK');
    clock.set(new Date());
    const user = await player(100, VERIFIED_ADULT);
    for (const type of ['casino', 'live'] as const) {
      const table = await game(type, `Pack Roulette ${tag()}`);
      await roulette(user, table);
      const error = await refusal(roulette(user, table));
      expect(error).toMatchObject({ type: 'AccessDeniedException', data: { reason: 'spin_interval' } });
      expect(error.data!.wait_ms).toBeGreaterThan(4000);
      expect(error.data!.wait_ms).toBeLessThanOrEqual(5000);
      clock.advance(4999);
      expect((await refusal(roulette(user, table))).data).toMatchObject({ reason: 'spin_interval', wait_ms: 1 });
      clock.advance(1);
      await roulette(user, table);
      clock.advance(5000);
    }
    // blackjack deals are game cycles too
    const blackjack = await game('casino', `Pack Blackjack ${tag()}`);
    await roulette(user, await game('casino', `Pack Roulette ${tag()}`));
    const deal = () => dealHand(db(), { owner: `u:${user.uid}`, userId: user.uid, currency: 'USD', game: blackjack, mode: 'real', bet: 1, idempotencyKey: key() });
    expect((await refusal(deal())).data).toMatchObject({ reason: 'spin_interval' });
    // slots have no minimum in the UK pack, and sports bets are not casino game cycles
    const slot = await game('slot');
    await spin(user, slot, 1);
    await spin(user, slot, 1);
    const event = await sportEvent();
    await bet(user, event.id, '1');
    expect((await get().app.inject({ url: '/api/protection/getRules' })).json().data).toMatchObject({ id: 'UK', min_spin_seconds: 0, min_cycle_seconds: 5 });
  });

  it('the default pack (none) keeps table rounds back to back, and its rules as they were', async () => {
    const user = await player();
    const table = await game('casino', `Pack Roulette ${tag()}`);
    await roulette(user, table);
    await roulette(user, table);
    const rules = (await get().app.inject({ url: '/api/protection/getRules' })).json().data as Record<string, unknown>;
    expect(Object.keys(rules).sort()).toEqual(
      ['id', 'cooling_off_hours', 'reality_check_mandatory', 'session_clock', 'autoplay', 'limit_prompt', 'monthly_deposit_cap', 'panic_button', 'min_spin_seconds', 'guest_demo', 'alerts_at', 'reminder_minutes', 'history_months'].sort(),
    );
  });

  // 2. DE: 1 EUR maximum stake on slots
  it('DE: a slot stake above 1 EUR is refused (max_stake), converted at the platform rates; table games and free of the pack: not', async () => {
    selectPack('DE');
    clock.set(new Date());
    const slot = await game('slot');
    const eur = await player(100, { currency: 'EUR' });
    expect(await refusal(spin(eur, slot, 1.1))).toMatchObject({ type: 'AccessDeniedException', data: { reason: 'max_stake', max_amount: 1, currency: 'EUR' } });
    await spin(eur, slot, 1);
    // 1 EUR is 1.08 USD at the demo rates (0.92 EUR for 1 USD), rounded down
    const usd = await player(100);
    expect((await refusal(spin(usd, slot, 1.09))).data).toMatchObject({ reason: 'max_stake', max_amount: 1.08, currency: 'USD' });
    await spin(usd, slot, 1.08);
    // BRL: 5.45 / 0.92 = 5.92
    const brl = await player(100, { currency: 'BRL' });
    expect((await refusal(spin(brl, slot, 6))).data).toMatchObject({ reason: 'max_stake', max_amount: 5.92, currency: 'BRL' });
    // not a slot: the cap does not apply
    const table = await game('casino', `Pack Roulette ${tag()}`);
    clock.advance(5000);
    await roulette(usd, table, 5);
    expect((await get().app.inject({ url: '/api/protection/getRules' })).json().data).toMatchObject({ id: 'DE', max_slot_stake: 1 });
    // other packs: as before
    selectPack(null);
    await spin(usd, slot, 5);
  });

  // 3. NL: net deposits per calendar month, 700 EUR from 25, 300 EUR before or without a birth date
  it('NL: net deposits (deposits − withdrawals) in the calendar month stop at 300 EUR without a birth date or under 25, 700 EUR from 25', async () => {
    selectPack('NL');
    const t0 = new Date('2026-03-10T12:00:00Z');
    const deposit = (uid: number, amount: string, now: Date, currency = 'EUR') => deposits.start(db(), { userId: uid, currency, method: 'demo_card', amount, requisites: CARD }, { now });
    const nobody = await player(0, { currency: 'EUR' });
    await deposit(nobody.uid, '250', t0);
    expect(await refusal(deposit(nobody.uid, '60', t0))).toMatchObject({ type: 'BillingDepositLimitExceededException', data: { available_amount: 50, reason: 'net_deposit_cap', expired_at: '2026-03-31T22:00:00.000Z' } });
    // a withdrawal paid out this month makes room; a pending one does not (it could still be cancelled)
    const [wallet] = await db().select().from(wallets).where(and(eq(wallets.userId, nobody.uid), eq(wallets.currency, 'EUR')));
    const withdrawal = { userId: nobody.uid, walletId: wallet!.id, type: 'withdrawal' as const, method: 'demo_card', currency: 'EUR', outcome: 'pending' };
    await db().insert(paymentTransactions).values({ ...withdrawal, amount: 10_000n, status: 'pending', createdAt: t0 });
    await db().insert(paymentTransactions).values({ ...withdrawal, amount: 10_000n, status: 'success', createdAt: t0 });
    await deposit(nobody.uid, '150', t0);
    expect((await refusal(deposit(nobody.uid, '10', t0))).data).toMatchObject({ available_amount: 0 });
    // the next calendar month (Amsterdam time: 1 April starts at 22:00 UTC on 31 March) starts afresh
    expect((await refusal(deposit(nobody.uid, '10', new Date('2026-03-31T21:59:00Z')))).data).toMatchObject({ available_amount: 0 });
    await deposit(nobody.uid, '300', new Date('2026-03-31T22:00:00Z'));

    // 24 years old: 300; the day the player turns 25: 700
    const young = await player(0, { currency: 'EUR', birthDate: '11.03.2001' });
    await deposit(young.uid, '300', t0);
    expect((await refusal(deposit(young.uid, '10', t0))).data).toMatchObject({ available_amount: 0 });
    await deposit(young.uid, '400', new Date('2026-03-11T12:00:00Z'));
    expect((await refusal(deposit(young.uid, '10', new Date('2026-03-11T13:00:00Z')))).data).toMatchObject({ available_amount: 0, reason: 'net_deposit_cap' });

    // USD: counted in EUR at the demo rates (700 USD = 644 EUR; the 56 EUR left = 60.86 USD, rounded down)
    const usd = await player(0, { birthDate: '1980-01-01' });
    await deposit(usd.uid, '700', t0, 'USD');
    expect((await refusal(deposit(usd.uid, '70', t0, 'USD'))).data).toMatchObject({ available_amount: 60.86 });

    // a deposit limit lower than what the cap leaves: its own answer, as before
    const limited = await player(0, { currency: 'EUR' });
    await setLimit(db(), limited.uid, 'EUR', { kind: 'deposit', limit_amount: '100', period: '30' }, t0);
    const limitError = await refusal(deposit(limited.uid, '150', t0));
    expect(limitError).toMatchObject({ type: 'BillingDepositLimitExceededException', data: { available_amount: 100 } });
    expect(limitError.data).not.toHaveProperty('reason');

    // other packs: no cap
    selectPack(null);
    await deposit(nobody.uid, '1000', t0);
    await checkDepositLimit(db(), young.uid, 'EUR', 500_000n, t0);
  });

  it('NL: the net-deposit cap reaches the cashier as the deposit-limit error it knows', async () => {
    selectPack('NL');
    const user = await player(0, { currency: 'EUR' });
    const cookie = await cookieFor(user.uid);
    expect((await api('makedeposit', { method: 'demo_card', amount: '300', requisites: JSON.stringify(CARD) }, cookie)).error).toBeUndefined();
    const over = await api('makedeposit', { method: 'demo_card', amount: '10', requisites: JSON.stringify(CARD) }, cookie);
    expect(over.error).toMatchObject({ type: 'BillingDepositLimitExceededException', error_data: { available_amount: 0, reason: 'net_deposit_cap' } });
  });

  // 4. NL: sign-out at 100 % of a limit
  it('NL: the round that brings a wager limit to 100 % ends every session of the player (sockets told) and says why', async () => {
    selectPack('NL');
    clock.set(new Date());
    const user = await player();
    const slot = await game('slot');
    const [first, second] = [await cookieFor(user.uid), await cookieFor(user.uid)];
    const ended: number[] = [];
    const stop = sessions.onEnded((rows) => void ended.push(...rows.filter((r) => r.userId === user.uid).map((r) => r.userId)));
    try {
      await setLimit(db(), user.uid, 'USD', { kind: 'wager', limit_amount: '4', period: '1' });
      const half = await spin(user, slot, 2);
      expect(half).not.toHaveProperty('signed_out');
      expect(await sessionCount(user.uid)).toBe(2);
      const full = await spin(user, slot, 2);
      expect(full.round).toMatchObject({ bet: { amount: 2 } });
      expect(full).toMatchObject({ signed_out: { reason: 'wager_limit', limit_amount: 4, currency: 'USD', expired_at: expect.any(String) } });
      expect(await sessionCount(user.uid)).toBe(0);
      expect(ended).toHaveLength(2);
      for (const cookie of [first, second]) expect((await api('getInfo', null, cookie)).data).toMatchObject({ uid: 0 });
      // signed in again: the limit still refuses stakes
      expect((await refusal(spin(user, slot, 1))).data).toMatchObject({ reason: 'wager_limit' });
    } finally {
      stop();
    }
  });

  it('NL: a sports bet that brings a loss limit to 100 % signs the player out', async () => {
    selectPack('NL');
    const user = await player();
    const cookie = await cookieFor(user.uid);
    const event = await sportEvent();
    await setLimit(db(), user.uid, 'USD', { kind: 'loss', limit_amount: '3', period: '7' });
    expect(await bet(user, event.id, '2')).not.toHaveProperty('signed_out');
    expect(await sessionCount(user.uid)).toBe(1);
    expect(await bet(user, event.id, '1')).toMatchObject({ signed_out: { reason: 'loss_limit', limit_amount: 3 } });
    expect((await api('getInfo', null, cookie)).data).toMatchObject({ uid: 0 });
  });

  it('NL: the deposit that brings a deposit limit to 100 % signs the player out, and the answer says why', async () => {
    selectPack('NL');
    const user = await player(0);
    const [cookie, other] = [await cookieFor(user.uid), await cookieFor(user.uid)];
    expect((await api('setDepositLimit', { limit_amount: '50', period: '7' }, cookie)).data).toMatchObject({ limit_amount: 50 });
    const part = await api('makedeposit', { method: 'demo_card', amount: '30', requisites: JSON.stringify(CARD) }, cookie);
    expect(part.data).toMatchObject({ status: 'success' });
    expect(part.data).not.toHaveProperty('signed_out');
    const res = await get().app.inject({ method: 'POST', url: '/api/makedeposit', payload: { method: 'demo_card', amount: '20', requisites: JSON.stringify(CARD) }, headers: { cookie, 'x-forwarded-for': freshIp() } });
    expect(res.json().data).toMatchObject({ status: 'success', signed_out: { reason: 'deposit_limit', limit_amount: 50, currency: 'USD' } });
    expect(String(res.headers['set-cookie'])).toMatch(/sid=;/); // this browser's cookie is cleared
    for (const c of [cookie, other]) expect((await api('getInfo', null, c)).data).toMatchObject({ uid: 0 });
  });

  it('other packs: reaching 100 % of a limit keeps the player signed in, with no signed_out in the answers', async () => {
    for (const pack of [null, 'UK', 'DE', 'MGA'] as const) {
      selectPack(pack);
      clock.set(new Date());
      const user = await player(100, VERIFIED_ADULT);
      const cookie = await cookieFor(user.uid);
      await setLimit(db(), user.uid, 'USD', { kind: 'wager', limit_amount: '2', period: '1' });
      expect(await spin(user, await game('slot'), 1)).not.toHaveProperty('signed_out');
      clock.advance(5000);
      expect(await spin(user, await game('slot'), 1)).not.toHaveProperty('signed_out');
      expect(await sessionCount(user.uid), String(pack)).toBe(1);
      expect((await api('setDepositLimit', { limit_amount: '20', period: '7' }, cookie)).data).toMatchObject({ limit_amount: 20 });
      const deposit = await api('makedeposit', { method: 'demo_card', amount: '20', requisites: JSON.stringify(CARD) }, cookie);
      expect(deposit.data).not.toHaveProperty('signed_out');
      expect((await api('getInfo', null, cookie)).data).toMatchObject({ uid: user.uid });
    }
  });

  // 6. support and identity verification stay open while excluded
  it('while excluded, a player signed in to withdraw can still reach support and complete identity verification', async () => {
    const user = await player(100);
    await exclude(db(), user, 'timeout', '24h');
    const cookie = await cookieFor(user.uid);
    const open: Array<[string, Record<string, unknown>]> = [
      ['support/sendFeedback', { name: 'Ann Lee', email: user.login, message: 'I would like to withdraw my balance.' }],
      ['support/demoChatSend', { conversation_id: `conv-${tag()}`, text: 'Hello' }],
      ['FreshChat/storeChatEvent', { channel_id: 'c1', conversation_id: 'v1', text: 'Hello', event: 'sent' }],
      ['setUserOnVerification', {}],
      ['sumsub/createApplicant', {}],
      ['sumsub/getAccessToken', {}],
      ['verification/submitDocument', { document_type: 'passport', document_name: 'passport.jpg' }],
    ];
    for (const [method, payload] of open) {
      const answer = await api(method, payload, cookie);
      expect(answer.error, method).toBeUndefined();
    }
    // the rest stays closed
    for (const [method, payload] of [
      ['makedeposit', { method: 'demo_card', amount: '25', requisites: JSON.stringify(CARD) }],
      ['changefakename', { fakename: 'LuckyOne' }],
      ['saveProfileInfo', { first_name: 'Ann' }],
    ] as const) {
      expect((await api(method, payload, cookie)).error, method).toMatchObject({ type: 'AccessDeniedException', error_data: { reason: 'excluded' } });
    }
  });
});
