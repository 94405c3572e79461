import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { gameProviders, gameRounds, games, paymentTransactions, sportEvents, users } from '../../db/schema';
import { demoUid, describeEachDb, freshIp } from '../../test/harness';
import { hashPassword } from '../passwords';
import { rememberDepositMethod } from '../payments';
import { playRound, type GameRow } from '../rounds';
import { SESSION_COOKIE, sessions } from '../sessions';
import { placeBet } from '../sportsbook';
import { applyMovements } from '../wallets';
import { clock, exclude, periodEnd, protectionStatus, readRealityCheck, setLimit, setRealityInterval, selectPack } from '.';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const tag = () => randomBytes(4).toString('hex');
const key = () => `k-${randomBytes(8).toString('hex')}`;

afterEach(() => {
  clock.reset();
  selectPack(null);
});

describeEachDb('player protection', (get) => {
  const db = () => get().database.db;

  async function player(main = 100, values: Partial<typeof users.$inferInsert> = {}) {
    const [user] = await db().insert(users).values({ login: `prot-${tag()}@example.com`, currency: 'USD', ...values }).returning();
    if (main > 0) await applyMovements(db(), { userId: user!.uid, currency: 'USD' }, [{ balance: 'main', amount: BigInt(main * 100), kind: 'adjustment', idempotencyKey: `open:${user!.uid}` }]);
    return user!;
  }
  async function slot(): Promise<GameRow> {
    const [provider] = await db().select({ id: gameProviders.id }).from(gameProviders).limit(1);
    const sysname = `prot-${tag()}`;
    const [game] = await db().insert(games).values({ sysname, name: sysname, providerId: provider!.id, type: 'slot' }).returning();
    return game!;
  }
  const play = (user: { uid: number }, game: GameRow, bet: number) => playRound(db(), { owner: `u:${user.uid}`, userId: user.uid, game, mode: 'real', bet, idempotencyKey: key() });
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(() => null, (e: unknown) => e as { type: string; errorData?: Record<string, unknown>; data?: Record<string, unknown> });
    expect(error, 'expected a refusal').not.toBeNull();
    return error!;
  };
  const status = (user: { uid: number }) => protectionStatus(db(), { uid: user.uid, currency: 'USD' });
  const limitOf = async (user: { uid: number }, kind: string) => (await status(user)).limits.find((l) => l.kind === kind)!;

  async function api(method: string, payload: Record<string, unknown> | null, cookie?: string) {
    const options: InjectOptions = payload
      ? { method: 'POST', url: `/api/${method}`, payload, headers: { 'x-forwarded-for': freshIp(), ...(cookie && { cookie }) } }
      : { method: 'GET', url: `/api/${method}`, headers: { ...(cookie && { cookie }) } };
    const res = await get().app.inject(options);
    expect(res.statusCode, res.body).toBeLessThan(500);
    return res.json() as { data?: unknown; error?: { type: string; error_data?: Record<string, unknown> } };
  }
  const cookieFor = async (uid: number) => `${SESSION_COOKIE}=${(await sessions.create(db(), uid)).id}`;

  for (const kind of ['loss', 'wager', 'deposit'] as const) {
    for (const period of ['1', '7', '14', '30'] as const) {
      it(`a ${kind} limit per ${period} day(s) has a window of that length and resets after it`, async () => {
        const t0 = new Date('2026-03-01T10:00:00Z');
        clock.set(t0);
        const user = await player();
        await setLimit(db(), user.uid, 'USD', { kind, limit_amount: '50', period });
        const limit = await limitOf(user, kind);
        expect(limit).toMatchObject({ kind, limit_amount: 50, period, available_amount: 50, pending: null });
        expect(limit.expired_at).toBe(new Date(t0.getTime() + Number(period) * DAY).toISOString());
        clock.advance(Number(period) * DAY + 1000);
        expect((await limitOf(user, kind)).expired_at).toBe(new Date(t0.getTime() + 2 * Number(period) * DAY).toISOString());
      });
    }
  }

  it('a session limit counts minutes from sign-in and refuses rounds once reached', async () => {
    const user = await player();
    const game = await slot();
    clock.set(new Date());
    await setLimit(db(), user.uid, 'USD', { kind: 'session', limit_amount: '30' });
    await play(user, game, 1);
    clock.advance(29 * 60_000);
    expect(await limitOf(user, 'session')).toMatchObject({ limit_amount: 30, used: 29, available_amount: 1 });
    await play(user, game, 1);
    clock.advance(60_000);
    const error = await refusal(play(user, game, 1));
    expect(error.type).toBe('AccessDeniedException');
  });

  it('a wager limit refuses the stake that would pass it, casino and sportsbook alike', async () => {
    const user = await player(100);
    const game = await slot();
    await setLimit(db(), user.uid, 'USD', { kind: 'wager', limit_amount: '5', period: '1' });
    await play(user, game, 3);
    expect((await limitOf(user, 'wager')).used).toBe(3);
    const error = await refusal(play(user, game, 3));
    expect(error).toMatchObject({ type: 'AccessDeniedException' });
    expect(JSON.stringify(error)).toContain('wager_limit');
    await play(user, game, 2); // exactly up to the limit
    const [event] = await db().insert(sportEvents).values({ sport: 'football', league: 'T', home: 'A', away: 'B', startsAt: new Date(Date.now() + DAY), oddsHome: 200, oddsDraw: 300, oddsAway: 400 }).returning();
    await refusal(placeBet(db(), { userId: user.uid, selections: [{ event_id: event!.id, pick: 'home' }], stake: '1', idempotencyKey: key() }));
  });

  it('a loss limit refuses a stake that could make the net loss pass it', async () => {
    const user = await player(100);
    const game = await slot();
    await setLimit(db(), user.uid, 'USD', { kind: 'loss', limit_amount: '4', period: '7' });
    // Open sports bets are staked and not yet won back: a known net loss, whatever the games' luck.
    const [event] = await db().insert(sportEvents).values({ sport: 'football', league: 'T', home: 'A', away: 'B', startsAt: new Date(Date.now() + DAY), oddsHome: 200, oddsDraw: 300, oddsAway: 400 }).returning();
    const bet = (stake: string) => placeBet(db(), { userId: user.uid, selections: [{ event_id: event!.id, pick: 'home' }], stake, idempotencyKey: key() });
    for (const n of [1, 2, 3]) {
      await bet('1');
      expect((await limitOf(user, 'loss')).used).toBe(n);
    }
    // 3 lost + a stake of 2 could reach 5: refused, at the table and at the sportsbook alike.
    expect(JSON.stringify(await refusal(play(user, game, 2)))).toContain('loss_limit');
    expect(JSON.stringify(await refusal(bet('2')))).toContain('loss_limit');
    // A stake of 1 can reach exactly the limit: allowed.
    await play(user, game, 1);
  });

  it('a decrease applies at once; an increase or removal waits 24 h (fake clock), shown as pending', async () => {
    clock.set(new Date('2026-05-01T00:00:00Z'));
    const user = await player();
    await setLimit(db(), user.uid, 'USD', { kind: 'wager', limit_amount: '100', period: '7' });
    await setLimit(db(), user.uid, 'USD', { kind: 'wager', limit_amount: '60', period: '7' });
    expect(await limitOf(user, 'wager')).toMatchObject({ limit_amount: 60, pending: null });
    await setLimit(db(), user.uid, 'USD', { kind: 'wager', limit_amount: '200', period: '7' });
    expect(await limitOf(user, 'wager')).toMatchObject({ limit_amount: 60, pending: { limit_amount: 200, applies_at: '2026-05-02T00:00:00.000Z' } });
    clock.advance(24 * HOUR - 1000);
    expect((await limitOf(user, 'wager')).limit_amount).toBe(60);
    clock.advance(1000);
    expect(await limitOf(user, 'wager')).toMatchObject({ limit_amount: 200, pending: null });
    await setLimit(db(), user.uid, 'USD', { kind: 'wager', limit_amount: '' });
    expect((await limitOf(user, 'wager')).pending).toMatchObject({ limit_amount: null, period: 'none' });
    clock.advance(DAY);
    expect((await limitOf(user, 'wager')).limit_amount).toBeNull();
  });

  it('the DE and NL packs make an increase wait 7 days; DE caps a monthly deposit limit at 1,000 EUR', async () => {
    for (const pack of ['DE', 'NL'] as const) {
      selectPack(pack);
      clock.set(new Date('2026-06-01T00:00:00Z'));
      const user = await player();
      await setLimit(db(), user.uid, 'USD', { kind: 'deposit', limit_amount: '100', period: '30' });
      await setLimit(db(), user.uid, 'USD', { kind: 'deposit', limit_amount: '200', period: '30' });
      expect((await limitOf(user, 'deposit')).pending?.applies_at).toBe('2026-06-08T00:00:00.000Z');
      clock.advance(6 * DAY);
      expect((await limitOf(user, 'deposit')).limit_amount).toBe(100);
      clock.advance(DAY);
      expect((await limitOf(user, 'deposit')).limit_amount).toBe(200);
    }
    selectPack('DE');
    const user = await player();
    const error = await refusal(setLimit(db(), user.uid, 'USD', { kind: 'deposit', limit_amount: '5000', period: '30' }));
    expect(error.type).toBe('InvalidParameterException');
  });

  it('NL alerts at 50 % and 100 % of a limit', async () => {
    selectPack('NL');
    const user = await player();
    const game = await slot();
    await setLimit(db(), user.uid, 'USD', { kind: 'wager', limit_amount: '4', period: '1' });
    expect((await limitOf(user, 'wager')).alert).toBeNull();
    await play(user, game, 2);
    expect((await limitOf(user, 'wager')).alert).toBe(50);
    await play(user, game, 2);
    expect((await limitOf(user, 'wager')).alert).toBe(100);
  });

  it('bad limit input answers InvalidParameter per field through the API, never a 5xx', async () => {
    const user = await player();
    const cookie = await cookieFor(user.uid);
    const bad = await api('protection/setLimit', { kind: 'loss', limit_amount: '01', period: '3' }, cookie);
    expect(bad.error).toMatchObject({ type: 'InvalidParameterException', error_data: { limit_amount: expect.any(Array), period: ['invalid'] } });
    const kind = await api('protection/setLimit', { kind: 'nope', limit_amount: '10', period: '1' }, cookie);
    expect(kind.error?.type).toBe('InvalidParameterException');
    const deposit = await api('setDepositLimit', { limit_amount: '20', period: '7' }, cookie);
    expect(deposit.data).toMatchObject({ limit_amount: 20, period: '7' });
    const over = await api('makedeposit', { method: 'demo_card', amount: '25', requisites: JSON.stringify({ card_number: '4111111111111111' }) }, cookie);
    expect(over.error).toMatchObject({ type: 'BillingDepositLimitExceededException', error_data: { available_amount: 20 } });
  });

  it('self-exclusion: signed out everywhere, sign-in and registration refused, every money path refused, withdrawal still possible', async () => {
    const email = `excl-${tag()}@example.com`;
    const reg = await get().app.inject({ method: 'POST', url: '/api/register', payload: { email, password: 'Secret12', terms: '1', phone: '4915112345678' }, headers: { 'x-forwarded-for': freshIp() } });
    expect(reg.statusCode, reg.body).toBe(200);
    const uid = reg.json().data.user.uid as number;
    await applyMovements(db(), { userId: uid, currency: 'USD' }, [{ balance: 'main', amount: 10_000n, kind: 'adjustment', idempotencyKey: `open:${uid}` }]);
    await rememberDepositMethod(db(), uid, 'demo_card', '4111111111111111'); // that money came by this card: withdrawals go back to it
    const cookie = await cookieFor(uid);
    expect((await api('protection/exclude', { kind: 'self_exclusion', period: '6m', password: 'wrong' }, cookie)).error).toMatchObject({ error_data: { password: ['password'] } });
    expect((await api('protection/exclude', { kind: 'self_exclusion', period: '2w', password: 'Secret12' }, cookie)).error).toMatchObject({ error_data: { period: ['invalid'] } });
    const started = (await api('protection/exclude', { kind: 'self_exclusion', period: '6m', password: 'Secret12' }, cookie)).data as { starts_at: string; ends_at: string };
    // the answer says until when (the page shows it): six calendar months on
    expect(started).toMatchObject({ kind: 'self_exclusion', period: '6m', ends_at: periodEnd('6m', new Date(started.starts_at))!.toISOString() });
    expect((await api('getInfo', null, cookie)).data).toMatchObject({ uid: 0 }); // that session ended

    const login = await api('login', { login: email, password: 'Secret12' });
    expect(login.error).toMatchObject({ type: 'AccessDeniedException', error_data: { reason: 'excluded', kind: 'self_exclusion', can_withdraw: true } });
    const again = await api('register', { email: email.toUpperCase(), password: 'Secret12', terms: '1' });
    expect(again.error).toMatchObject({ type: 'InvalidParameterException', error_data: { email: ['self_excluded'] } });
    const phone = await api('register', { email: `other-${tag()}@example.com`, password: 'Secret12', terms: '1', phone: '4915112345678' });
    expect(phone.error).toMatchObject({ error_data: { phone: ['self_excluded'] } });
    const [row] = await db().select().from(users).where(eq(users.uid, uid));
    expect(row).toMatchObject({ isSubscribed: false, phoneSubscribed: false });

    // in only to withdraw
    const res = await get().app.inject({ method: 'POST', url: '/api/login', payload: { login: email, password: 'Secret12', purpose: 'withdrawal' }, headers: { 'x-forwarded-for': freshIp() } });
    expect(res.statusCode, res.body).toBe(200);
    const withdrawing = `${SESSION_COOKIE}=${/sid=([^;]+)/.exec(String(res.headers['set-cookie']))![1]}`;
    for (const [method, payload] of [
      ['makedeposit', { method: 'demo_card', amount: '25', requisites: JSON.stringify({ card_number: '4111111111111111' }) }],
      ['changeSubscription', { contact: email, subscription: '1' }],
      ['changefakename', { fakename: 'LuckyOne' }],
    ] as const) {
      expect((await api(method, payload, withdrawing)).error?.type, method).toBe('AccessDeniedException');
    }
    // protection may only get stricter: a first or a lower limit applies at once, a higher one or a removal is refused
    expect((await api('setDepositLimit', { limit_amount: '20', period: '7' }, withdrawing)).data).toMatchObject({ limit_amount: 20, pending: null });
    expect((await api('protection/setLimit', { kind: 'wager', limit_amount: '10', period: '1' }, withdrawing)).error).toBeUndefined();
    expect((await api('protection/setLimit', { kind: 'wager', limit_amount: '5', period: '7' }, withdrawing)).error).toBeUndefined();
    for (const [method, payload] of [
      ['setDepositLimit', { limit_amount: '50', period: '7' }],
      ['setDepositLimit', { period: 'none' }],
      ['protection/setLimit', { kind: 'deposit', limit_amount: '20', period: '1' }],
      ['protection/setLimit', { kind: 'wager', limit_amount: '6', period: '7' }],
      ['protection/setLimit', { kind: 'wager', limit_amount: '' }],
    ] as const) {
      expect((await api(method, payload, withdrawing)).error, `${method} ${JSON.stringify(payload)}`).toMatchObject({ type: 'AccessDeniedException', error_data: { reason: 'excluded' } });
    }
    const limits = ((await api('protection/getStatus', null, withdrawing)).data as { limits: { kind: string; limit_amount: number | null; period: string; pending: unknown }[] }).limits;
    expect(limits.find((l) => l.kind === 'deposit')).toMatchObject({ limit_amount: 20, period: '7', pending: null });
    expect(limits.find((l) => l.kind === 'wager')).toMatchObject({ limit_amount: 5, period: '7', pending: null });
    expect((await api('getprofileinfo', null, withdrawing)).data).toMatchObject({ login: email });
    const out = await api('makewithdrawal', { method: 'demo_card', amount: '50', requisites: JSON.stringify({ card_number: '4111111111111111', card_holder: 'Ann Lee' }) }, withdrawing);
    expect(out.data, JSON.stringify(out)).toMatchObject({ status: expect.any(String) });
    // rounds and bets refuse an excluded player even with a session
    const game = await slot();
    expect((await refusal(play({ uid }, game, 1))).type).toBe('AccessDeniedException');
    const [event] = await db().insert(sportEvents).values({ sport: 'football', league: 'T', home: 'A', away: 'B', startsAt: new Date(Date.now() + DAY), oddsHome: 200, oddsDraw: 300, oddsAway: 400 }).returning();
    expect((await refusal(placeBet(db(), { userId: uid, selections: [{ event_id: event!.id, pick: 'home' }], stake: '1', idempotencyKey: key() }))).type).toBe('AccessDeniedException');
    // and the exclusion can be made longer from there (the new one adds; that session ends too)
    const longer = (await api('protection/exclude', { kind: 'self_exclusion', period: 'permanent', password: 'Secret12' }, withdrawing)).data as { kind: string; ends_at: string | null };
    expect(longer).toMatchObject({ kind: 'self_exclusion', ends_at: null });
    expect((await status({ uid })).exclusion).toMatchObject({ kind: 'self_exclusion', period: 'permanent', ends_at: null });
    expect((await api('getInfo', null, withdrawing)).data).toMatchObject({ uid: 0 });
  });

  it('an excluded player signed in to withdraw may still sign out, end the other sessions and change the password; money in stays refused', async () => {
    const user = await player(100, { passwordHash: await hashPassword('Secret12') });
    const cookieOf = (res: { headers: Record<string, unknown> }) => `${SESSION_COOKIE}=${/sid=([^;]+)/.exec(String(res.headers['set-cookie']))![1]}`;
    const post = (method: string, payload: Record<string, unknown>, cookie?: string) =>
      get().app.inject({ method: 'POST', url: `/api/${method}`, payload, headers: { 'x-forwarded-for': freshIp(), ...(cookie && { cookie }) } });
    const uidOf = async (cookie: string) => ((await api('getInfo', null, cookie)).data as { uid: number }).uid;
    const signInToWithdraw = async (password: string) => {
      const res = await post('login', { login: user.login, password, purpose: 'withdrawal' });
      expect(res.statusCode, res.body).toBe(200);
      return cookieOf(res);
    };
    expect((await api('protection/exclude', { kind: 'timeout', period: '24h', password: 'Secret12' }, await cookieFor(user.uid))).data).toMatchObject({ kind: 'timeout' });
    const [here, there] = [await signInToWithdraw('Secret12'), await signInToWithdraw('Secret12')];
    const deposit = { method: 'demo_card', amount: '25', requisites: JSON.stringify({ card_number: '4111111111111111' }) };
    expect((await api('makedeposit', deposit, here)).error).toMatchObject({ type: 'AccessDeniedException', error_data: { reason: 'excluded' } });

    expect((await api('signOutOtherSessions', {}, here)).data).toBe(1);
    expect(await uidOf(there)).toBe(0);
    expect(await uidOf(here)).toBe(user.uid);

    const changed = await post('changepassword', { old_password: 'Secret12', new_password: 'Secret34' }, here);
    expect(changed.json(), changed.body).toMatchObject({ data: 1 });
    const renewed = cookieOf(changed); // still in to withdraw, with a new session
    expect(await uidOf(here)).toBe(0);
    expect(await uidOf(renewed)).toBe(user.uid);
    expect((await api('makedeposit', deposit, renewed)).error).toMatchObject({ type: 'AccessDeniedException', error_data: { reason: 'excluded' } });
    expect((await post('login', { login: user.login, password: 'Secret12', purpose: 'withdrawal' })).json().error).toMatchObject({ type: 'AuthorizationException' }); // the old password is wrong now

    const out = await post('logout', {}, renewed);
    expect(out.json(), out.body).toMatchObject({ data: 1 });
    expect(await uidOf(renewed)).toBe(0);
    expect(await uidOf(await signInToWithdraw('Secret34'))).toBe(user.uid);
  });

  it('a time-out ends after its period; a permanent self-exclusion never', async () => {
    clock.set(new Date('2026-01-10T12:00:00Z'));
    const user = await player(0, { passwordHash: null });
    await exclude(db(), user, 'timeout', '24h');
    expect((await status(user)).exclusion).toMatchObject({ kind: 'timeout', ends_at: '2026-01-11T12:00:00.000Z' });
    clock.advance(DAY);
    expect((await status(user)).exclusion).toBeNull();
    await exclude(db(), user, 'self_exclusion', 'permanent');
    clock.advance(3650 * DAY);
    expect((await status(user)).exclusion).toMatchObject({ kind: 'self_exclusion', ends_at: null });
    expect(periodEnd('3m', new Date('2026-01-31T00:00:00Z'))?.toISOString()).toBe('2026-05-01T00:00:00.000Z');
    expect(periodEnd('5y', new Date('2026-01-01T00:00:00Z'))?.toISOString()).toBe('2031-01-01T00:00:00.000Z');
  });

  it('the panic button exists only where the pack has it (DE) and locks play for 24 h', async () => {
    const user = await player();
    await refusal(exclude(db(), user, 'panic', '24h'));
    selectPack('DE');
    clock.set(new Date('2026-02-01T00:00:00Z'));
    const view = await exclude(db(), user, 'panic', '24h');
    expect(view.ends_at).toBe('2026-02-02T00:00:00.000Z');
  });

  it('DE: 5 s at least between slot spins', async () => {
    selectPack('DE');
    const user = await player();
    const game = await slot();
    clock.set(new Date());
    await play(user, game, 1);
    expect(JSON.stringify(await refusal(play(user, game, 1)))).toContain('spin_interval');
    clock.advance(5000);
    await play(user, game, 1);
  });

  it('reality check: session wagered, won and net; due after the interval, play waits until acknowledged', async () => {
    const user = await player(100);
    const game = await slot();
    clock.set(new Date(Date.now() - 1000));
    await setRealityInterval(db(), user.uid, 15);
    let wagered = 0;
    let won = 0;
    for (let i = 0; i < 3; i += 1) {
      const r = await play(user, game, 2);
      wagered += 2;
      won += r.round.win.amount;
    }
    const check = await readRealityCheck(db(), user.uid, 'USD');
    expect(check).toMatchObject({ interval_minutes: 15, pending: false, wagered, won, currency: 'USD' });
    expect(check.net).toBeCloseTo(won - wagered, 2);
    clock.advance(15 * 60_000);
    await play(user, game, 1); // the round in progress when the interval ends finishes
    expect((await readRealityCheck(db(), user.uid, 'USD')).pending).toBe(true);
    expect(JSON.stringify(await refusal(play(user, game, 1)))).toContain('reality_check');
    const cookie = await cookieFor(user.uid);
    const acknowledged = await api('protection/acknowledgeRealityCheck', {}, cookie);
    expect(acknowledged.data).toMatchObject({ pending: false, interval_minutes: 15 });
    await play(user, game, 1);
  });

  it('a reality check waiting is the player’s: signing in again (another client) or changing the interval does not clear it; the session clock still restarts', async () => {
    const email = `rc-${tag()}@example.com`;
    const reg = await get().app.inject({ method: 'POST', url: '/api/register', payload: { email, password: 'Secret12', terms: '1' }, headers: { 'x-forwarded-for': freshIp() } });
    expect(reg.statusCode, reg.body).toBe(200);
    const user = { uid: reg.json().data.user.uid as number };
    await applyMovements(db(), { userId: user.uid, currency: 'USD' }, [{ balance: 'main', amount: 10_000n, kind: 'adjustment', idempotencyKey: `open:${user.uid}` }]);
    const signIn = async () => {
      const res = await get().app.inject({ method: 'POST', url: '/api/login', payload: { login: email, password: 'Secret12' }, headers: { 'x-forwarded-for': freshIp() } });
      expect(res.statusCode, res.body).toBe(200);
      return `${SESSION_COOKIE}=${/sid=([^;]+)/.exec(String(res.headers['set-cookie']))![1]}`;
    };
    const session = async (cookie: string) => (await api('protection/getSession', null, cookie)).data as { pending: boolean; session_seconds: number; interval_minutes: number };
    const game = await slot();
    clock.set(new Date(Date.now() - 1000));
    const first = await signIn();
    await api('protection/setRealityCheck', { interval_minutes: 15 }, first);
    await play(user, game, 1);
    clock.advance(15 * 60_000);
    await play(user, game, 1); // ends past the due time: the check waits
    expect(await session(first)).toMatchObject({ pending: true });
    expect(JSON.stringify(await refusal(play(user, game, 1)))).toContain('reality_check');

    // another client signs in: the check still waits there and here, rounds stay refused
    const second = await signIn();
    const fresh = await session(second);
    expect(fresh).toMatchObject({ pending: true, interval_minutes: 15 });
    expect(fresh.session_seconds).toBeLessThan(60); // the session clock restarts with the sign-in, by design
    expect(await session(first)).toMatchObject({ pending: true });
    expect(JSON.stringify(await refusal(play(user, game, 1)))).toContain('reality_check');
    // nor does choosing another interval clear it
    expect((await api('protection/setRealityCheck', { interval_minutes: 30 }, second)).data).toMatchObject({ pending: true, interval_minutes: 30 });
    expect(JSON.stringify(await refusal(play(user, game, 1)))).toContain('reality_check');

    // only acknowledging does, from either session; the next check is one interval on
    expect((await api('protection/acknowledgeRealityCheck', {}, second)).data).toMatchObject({ pending: false, interval_minutes: 30 });
    await play(user, game, 1);
    expect(await session(first)).toMatchObject({ pending: false });
    const again = await signIn(); // without a check waiting, a sign-in starts the interval afresh
    expect(await session(again)).toMatchObject({ pending: false });
  });

  it('the game page reads the session; the development route moves it back so the next round brings the reality check', async () => {
    const email = `prot-${tag()}@example.com`;
    const user = await player(100, { email });
    const game = await slot();
    const cookie = await cookieFor(user.uid);
    expect((await api('protection/setRealityCheck', { interval_minutes: 15 }, cookie)).data).toMatchObject({ interval_minutes: 15, pending: false });
    await play(user, game, 1);
    const before = (await api('protection/getSession', null, cookie)).data as { wagered: number; pending: boolean; session_seconds: number };
    expect(before).toMatchObject({ wagered: 1, pending: false });
    expect(before.session_seconds).toBeLessThan(60);
    const elapse = (payload: Record<string, unknown>) => get().app.inject({ method: 'POST', url: '/api/dev/protection/elapse', payload });
    expect((await elapse({ email: 'nobody@example.com', minutes: 15 })).json().error).toMatchObject({ type: 'InvalidParameterException', error_data: { email: ['not_found'] } });
    expect((await elapse({ email, minutes: 0 })).json().error).toMatchObject({ error_data: { minutes: ['wrongField'] } });
    expect((await elapse({ email: email.toUpperCase(), minutes: 15 })).json()).toEqual({ data: 1 });
    const moved = (await api('protection/getSession', null, cookie)).data as { session_seconds: number; pending: boolean; wagered: number };
    expect(moved.session_seconds).toBeGreaterThanOrEqual(15 * 60);
    expect(moved).toMatchObject({ pending: false, wagered: 1 }); // due, but the check comes at the end of a round
    await play(user, game, 1);
    expect((await api('protection/getSession', null, cookie)).data).toMatchObject({ pending: true, wagered: 2 });
    expect(JSON.stringify(await refusal(play(user, game, 1)))).toContain('reality_check');
  });

  it('UK makes the reality check mandatory (60 minutes unless chosen) and asks for limits at sign-up', async () => {
    selectPack('UK');
    const user = await player();
    const cookie = await cookieFor(user.uid);
    const st = (await api('protection/getStatus', null, cookie)).data as { reality_check: { interval_minutes: number }; limit_prompt: boolean };
    expect(st.reality_check.interval_minutes).toBe(60);
    expect(st.limit_prompt).toBe(true);
    expect((await api('protection/setRealityCheck', { interval_minutes: '' }, cookie)).error).toMatchObject({ error_data: { interval_minutes: ['required'] } });
    expect((await api('protection/answerLimitPrompt', {}, cookie)).data).toBe(1);
    expect(((await api('protection/getStatus', null, cookie)).data as { limit_prompt: boolean }).limit_prompt).toBe(false);
  });

  it('DE asks for a monthly deposit limit at registration and refuses to let the prompt be declined', async () => {
    selectPack('DE');
    const user = await player();
    const cookie = await cookieFor(user.uid);
    expect(((await api('protection/getStatus', null, cookie)).data as { limit_prompt: boolean }).limit_prompt).toBe(true);
    expect((await api('protection/answerLimitPrompt', {}, cookie)).error).toMatchObject({ type: 'InvalidParameterException', error_data: { limit_amount: ['required'] } });
    expect((await api('protection/setLimit', { kind: 'deposit', limit_amount: '500', period: '30' }, cookie)).error).toBeUndefined();
    expect(((await api('protection/getStatus', null, cookie)).data as { limit_prompt: boolean }).limit_prompt).toBe(false);
  });

  const limitPrompt = async (cookie: string) => ((await api('protection/getStatus', null, cookie)).data as { limit_prompt: boolean }).limit_prompt;
  const CARD = JSON.stringify({ card_number: '4111111111111111' });

  it('the packs that ask at the first deposit (the default, NL, MGA) prompt until a first deposit; the seeded players were asked long ago', async () => {
    for (const pack of [null, 'NL', 'MGA'] as const) {
      selectPack(pack);
      const user = await player(0);
      const cookie = await cookieFor(user.uid);
      const rules = (await api('protection/getRules', null)).data as { limit_prompt: string };
      expect(rules.limit_prompt, String(pack)).toBe('first_deposit');
      expect(await limitPrompt(cookie), String(pack)).toBe(true);
      expect((await api('makedeposit', { method: 'demo_card', amount: '20', requisites: CARD }, cookie)).error).toBeUndefined();
      expect(await limitPrompt(cookie), `${pack} after a deposit`).toBe(false);
    }
    selectPack(null);
    expect(await limitPrompt(await cookieFor(await demoUid(get())))).toBe(false);
  });

  it('DE: no demo play for guests (launch, state, round); players and the sportsbook view are not affected', async () => {
    const game = await slot();
    const launch = (mode: string, cookie?: string) => get().app.inject({ url: `/games/${game.sysname}/play?mode=${mode}`, headers: { ...(cookie && { cookie }) } });
    const state = (cookie?: string) => get().app.inject({ url: `/games/api/${game.sysname}/state?mode=demo`, headers: { ...(cookie && { cookie }) } });
    const round = (cookie?: string) =>
      get().app.inject({ method: 'POST', url: `/games/api/${game.sysname}/round`, payload: { mode: 'demo', bet: 1, idempotency_key: key() }, headers: { ...(cookie && { cookie }) } });
    const guest = String((await launch('demo')).headers['set-cookie']).split(';')[0]!;
    expect(guest).toMatch(/^gsid=/);
    expect((await state(guest)).json().data).toMatchObject({ mode: 'demo' });
    expect((await round(guest)).json().data).toBeTruthy();

    selectPack('DE');
    expect(((await api('protection/getRules', null)).data as { guest_demo: boolean }).guest_demo).toBe(false);
    const doc = await launch('demo', guest);
    expect(doc.body).toContain('<div id="auth" class="panel" >');
    expect((await state(guest)).json().error).toEqual({ type: 'AuthorizationException', error_data: { reason: 'guest_demo' } });
    expect((await round(guest)).json().error).toEqual({ type: 'AuthorizationException', error_data: { reason: 'guest_demo' } });
    expect((await round()).json().error).toMatchObject({ type: 'AuthorizationException' });
    // a signed-in player still has the demo
    const cookie = await cookieFor((await player(0)).uid);
    expect((await launch('demo', cookie)).body).toContain('<div id="auth" class="panel" hidden>');
    expect((await state(cookie)).json().data).toMatchObject({ mode: 'demo' });
    expect((await round(cookie)).json().data).toBeTruthy();
    // the sportsbook's guest view is not play
    expect((await get().app.inject({ url: '/games/sportsbook/play?mode=demo' })).body).not.toContain('<div id="auth" class="panel" >');
  });

  it('MGA: six months of history stay visible, rounds and payments alike, from the methods and with a date filter', async () => {
    selectPack('MGA');
    const rules = (await api('protection/getRules', null)).data as { history_months: number };
    expect(rules.history_months).toBe(6);
    const user = await player(100);
    const cookie = await cookieFor(user.uid);
    const game = await slot();
    await play(user, game, 1);
    expect((await api('makedeposit', { method: 'demo_card', amount: '20', requisites: CARD }, cookie)).error).toBeUndefined();
    // both moved back to the first day of the window: the same day six months ago
    const back = new Date();
    back.setUTCMonth(back.getUTCMonth() - rules.history_months);
    back.setUTCHours(0, 30, 0, 0);
    await db().update(gameRounds).set({ createdAt: back }).where(eq(gameRounds.userId, user.uid));
    await db().update(paymentTransactions).set({ createdAt: back }).where(eq(paymentTransactions.userId, user.uid));
    const day = back.toISOString().slice(0, 10);
    for (const params of ['', `&date_from=${day}`, `&date_from=${day}&date_to=${day}`]) {
      const rounds = (await api(`games/getHistory?mode=real${params}`, null, cookie)).data as { total: number; items: { created_at: string }[] };
      expect(rounds.total, params).toBe(1);
      expect(rounds.items[0]!.created_at).toBe(back.toISOString());
    }
    const payments = (await api('gethistory?type=deposit', null, cookie)).data as { count: number; items: { created_at: string }[] };
    expect(payments.count).toBe(1);
    expect(payments.items[0]!.created_at).toBe(back.toISOString());
  });
});
