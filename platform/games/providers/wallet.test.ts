import { randomBytes } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bonuses, games, jackpots, ledgerEntries, loyaltyAccounts, loyaltyPrograms, providerCalls, providerRounds, providerSessions, sessions as sessionsTable, users, wallets } from '../../db/schema';
import type { BusEvent } from '../../realtime/bus';
import { awardBonus } from '../../services/bonuses';
import { setLimit } from '../../services/protection';
import { hashToken } from '../../services/secrets';
import { sessions } from '../../services/sessions';
import { applyMovements, ledgerDrift } from '../../services/wallets';
import { describeEachDb, signedIn } from '../../test/harness';
import { signBody, SIM_DEMO_SECRET } from '.';
import { closeStaleRounds } from './open-rounds';
import { createToken } from './tokens';

/**
 * The conformance tests of docs/providers.md §1: one test (or a few) per rule, through the HTTP route a
 * studio calls, signed as the studio signs. Each fails when its rule is broken.
 */
const tag = () => randomBytes(4).toString('hex');
const id = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

describeEachDb(
  'provider wallet (docs/providers.md §1)',
  (get) => {
    const db = () => get().database.db;

    async function player(main = 100, values: Partial<typeof users.$inferInsert> = {}) {
      const [user] = await db().insert(users).values({ login: `prov-${tag()}@example.com`, currency: 'USD', ...values }).returning();
      if (main > 0) await applyMovements(db(), { userId: user!.uid, currency: 'USD' }, [{ balance: 'main', amount: BigInt(main * 100), kind: 'adjustment', idempotencyKey: `open:${user!.uid}` }]);
      return user!;
    }

    async function simGame() {
      const [game] = await db().select().from(games).where(eq(games.sysname, 'sim-gold-rush'));
      return game!;
    }

    /** A signed-in player with a real-money token for a sim title. */
    async function launched(main = 100, values: Partial<typeof users.$inferInsert> = {}) {
      const user = await player(main, values);
      const game = await simGame();
      const site = await sessions.create(db(), user.uid);
      const token = await createToken(db(), { provider: 'sim', userId: user.uid, gameId: game.id, currency: 'USD', mode: 'real', sessionHash: hashToken(site.id) });
      return { user, game, token, siteSession: site.id };
    }

    async function call(action: string, body: Record<string, unknown>, secret = SIM_DEMO_SECRET) {
      const raw = JSON.stringify(body);
      const res = await get().app.inject({ method: 'POST', url: `/provider-wallet/sim/${action}`, payload: raw, headers: { 'content-type': 'application/json', 'x-signature': signBody(secret, raw) } });
      return { http: res.statusCode, ...(res.json() as { status: string; balance: number; currency: string }) };
    }

    const bet = (token: string, tx: string, round: string, amount: number, extra: Record<string, unknown> = {}) =>
      call('bet', { request_id: id('r'), token, transaction_id: tx, round_id: round, game: 'sim-gold-rush', amount, currency: 'USD', ...extra });
    const win = (token: string, tx: string, round: string, amount: number, closed = true) =>
      call('win', { request_id: id('r'), token, transaction_id: tx, round_id: round, game: 'sim-gold-rush', amount, currency: 'USD', round_closed: closed });
    const rollback = (token: string, tx: string, reference: string, round: string) => call('rollback', { request_id: id('r'), token, transaction_id: tx, reference_transaction_id: reference, round_id: round });

    const mainOf = async (uid: number) => (await db().select().from(wallets).where(and(eq(wallets.userId, uid), eq(wallets.currency, 'USD'))))[0]!;
    const entriesOf = (prefix: string) => db().select().from(ledgerEntries).where(like(ledgerEntries.idempotencyKey, `provider:sim:${prefix}:%`));

    it('signature: a wrong or missing X-Signature is HTTP 401 INVALID_SIGNATURE and moves nothing; balance answers the playable balance', async () => {
      const { user, token } = await launched(10);
      const forged = await call('bet', { request_id: id('r'), token, transaction_id: id('t'), round_id: id('rd'), game: 'sim-gold-rush', amount: 100, currency: 'USD' }, 'not-the-secret');
      expect(forged).toMatchObject({ http: 401, status: 'INVALID_SIGNATURE' });
      expect((await mainOf(user.uid)).balanceMain).toBe(1000n);
      expect(await call('balance', { request_id: id('r'), token })).toEqual({ http: 200, status: 'OK', balance: 1000, currency: 'USD' });
      expect(await call('bet', { request_id: id('r'), token })).toMatchObject({ http: 200, status: 'INVALID_REQUEST' });
      expect(await call('balance', { request_id: id('r'), token: 'forged-token' })).toMatchObject({ http: 200, status: 'TOKEN_INVALID' });
    });

    it('rule 1 idempotent: the same transaction again answers the first answer; the same id with other content is DUPLICATE_TRANSACTION and changes nothing', async () => {
      const { user, token } = await launched(10);
      const [tx, round] = [id('t'), id('rd')];
      const first = await bet(token, tx, round, 300);
      expect(first).toMatchObject({ status: 'OK', balance: 700 });
      await bet(token, id('t'), id('rd'), 100); // the balance moves on
      expect(await bet(token, tx, round, 300)).toEqual(first);
      expect(await bet(token, tx, round, 500)).toMatchObject({ status: 'DUPLICATE_TRANSACTION', balance: 600 });
      expect(await entriesOf(tx)).toHaveLength(1);
      expect((await mainOf(user.uid)).balanceMain).toBe(600n);
      // a refusal is an answer too: the same id again gets it again, even once the money is there
      const [poor, poorRound] = [id('t'), id('rd')];
      expect(await bet(token, poor, poorRound, 5000)).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 600 });
      await applyMovements(db(), { userId: user.uid, currency: 'USD' }, [{ balance: 'main', amount: 10_000n, kind: 'adjustment', idempotencyKey: `more:${user.uid}` }]);
      expect(await bet(token, poor, poorRound, 5000)).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 600 });
    });

    it('rule 2 atomic: concurrent bets and wins each write one ledger entry with the wallet row; the ledger adds up', async () => {
      const { user, token } = await launched(100);
      const rounds = Array.from({ length: 20 }, () => ({ round: id('rd'), bet: id('t'), win: id('t') }));
      await Promise.all(rounds.map(async (r, i) => {
        await bet(token, r.bet, r.round, 100 + i);
        await win(token, r.win, r.round, i % 2 === 0 ? 0 : 150);
      }));
      // duplicates racing each other: still one entry each
      await Promise.all(rounds.slice(0, 5).flatMap((r, i) => [bet(token, r.bet, r.round, 100 + i), bet(token, r.bet, r.round, 100 + i)]));
      const staked = rounds.reduce((sum, _r, i) => sum + 100 + i, 0);
      const won = rounds.reduce((sum, _r, i) => sum + (i % 2 === 0 ? 0 : 150), 0);
      expect((await mainOf(user.uid)).balanceMain).toBe(BigInt(10_000 - staked + won));
      for (const r of rounds) expect(await entriesOf(r.bet)).toHaveLength(1);
      expect(await ledgerDrift(db(), user.uid)).toEqual([]);
    });

    it('rule 3 wins and rollbacks never bounce on time: an expired or signed-out token refuses bets only; a forged token is still refused', async () => {
      const { user, token, siteSession } = await launched(10);
      const [round, other] = [id('rd'), id('rd')];
      expect(await bet(token, id('t'), round, 200)).toMatchObject({ status: 'OK' });
      const betB = id('t');
      expect(await bet(token, betB, other, 100)).toMatchObject({ status: 'OK' });
      await db().update(providerSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(providerSessions.tokenHash, hashToken(token)));
      expect(await bet(token, id('t'), id('rd'), 100)).toMatchObject({ status: 'TOKEN_EXPIRED', balance: 700 });
      expect(await win(token, id('t'), round, 500)).toMatchObject({ status: 'OK', balance: 1200 });
      expect(await win(id('forged'), id('t'), other, 500)).toMatchObject({ status: 'TOKEN_INVALID' });
      // signing out ends the token for bets, not for the rollback of a bet already made
      await db().update(providerSessions).set({ expiresAt: new Date(Date.now() + 60_000) }).where(eq(providerSessions.tokenHash, hashToken(token)));
      await sessions.destroy(db(), siteSession);
      expect(await bet(token, id('t'), id('rd'), 100)).toMatchObject({ status: 'TOKEN_EXPIRED' });
      expect(await rollback(token, id('t'), betB, other)).toMatchObject({ status: 'OK', balance: 1300 });
      expect((await mainOf(user.uid)).balanceMain).toBe(1300n);
    });

    it('rule 4 rollback: the stake comes back; an unknown one is TRANSACTION_NOT_FOUND and a bet under its id later is refused; a won round is ALREADY_SETTLED; a second rollback answers the first', async () => {
      const { user, token } = await launched(10);
      const [betA, roundA] = [id('t'), id('rd')];
      await bet(token, betA, roundA, 400);
      const first = await rollback(token, id('t'), betA, roundA);
      expect(first).toMatchObject({ status: 'OK', balance: 1000 });
      expect(await rollback(token, id('t'), betA, roundA)).toEqual(first);
      expect((await mainOf(user.uid)).balanceMain).toBe(1000n);

      const late = id('t');
      expect(await rollback(token, id('t'), late, id('rd'))).toMatchObject({ status: 'TRANSACTION_NOT_FOUND' });
      expect(await bet(token, late, id('rd'), 300)).toMatchObject({ status: 'ALREADY_ROLLED_BACK', balance: 1000 });
      expect(await entriesOf(late)).toHaveLength(0);

      const [betB, roundB] = [id('t'), id('rd')];
      await bet(token, betB, roundB, 200);
      await win(token, id('t'), roundB, 0);
      expect(await rollback(token, id('t'), betB, roundB)).toMatchObject({ status: 'ALREADY_SETTLED', balance: 800 });
      expect((await mainOf(user.uid)).balanceMain).toBe(800n);
      expect(await ledgerDrift(db(), user.uid)).toEqual([]);
    });

    it('rule 5 protection: a wager limit counts provider rounds and refuses the bet past it (LIMIT_REACHED); a banned player is PLAYER_BLOCKED; another currency is CURRENCY_MISMATCH', async () => {
      const { user, token } = await launched(100);
      await setLimit(db(), user.uid, 'USD', { kind: 'wager', limit_amount: '5', period: '1' });
      expect(await bet(token, id('t'), id('rd'), 400)).toMatchObject({ status: 'OK', balance: 9600 });
      expect(await bet(token, id('t'), id('rd'), 200)).toMatchObject({ status: 'LIMIT_REACHED', balance: 9600 });
      expect(await bet(token, id('t'), id('rd'), 100, { currency: 'EUR' })).toMatchObject({ status: 'CURRENCY_MISMATCH' });
      await db().update(users).set({ banned: true }).where(eq(users.uid, user.uid));
      expect(await bet(token, id('t'), id('rd'), 50)).toMatchObject({ status: 'PLAYER_BLOCKED' });
      expect((await mainOf(user.uid)).balanceMain).toBe(9600n);
    });

    it('rule 5 bonus: bonus money pays the stake in the engine\'s order, counts toward wagering, and the bonus share of the win goes back to the bonus', async () => {
      const { user, token } = await launched(0);
      await awardBonus(db(), { userId: user.uid, currency: 'USD', amount: 1000n, wagerMultiplier: 10, source: 'test', title: 'Test bonus' });
      const round = id('rd');
      expect(await bet(token, id('t'), round, 300)).toMatchObject({ status: 'OK', balance: 700 });
      const [bonus] = await db().select().from(bonuses).where(eq(bonuses.userId, user.uid));
      expect(bonus!.wagered).toBe(300n);
      expect(await win(token, id('t'), round, 600)).toMatchObject({ status: 'OK', balance: 1300 });
      const wallet = await mainOf(user.uid);
      expect([wallet.balanceMain, wallet.balanceBonus]).toEqual([0n, 1300n]);
      expect(await ledgerDrift(db(), user.uid)).toEqual([]);
    });

    it('rule 5 rewards and push: loyalty points count provider stakes; the balance push and the round event reach the player', async () => {
      const { user, token } = await launched(100);
      const events: BusEvent[] = [];
      const off = get().bus.subscribe((e) => void (e.userId === user.uid && events.push(e)));
      await bet(token, id('t'), id('rd'), 500);
      off();
      const [account] = await db().select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, user.uid));
      const [program] = await db().select().from(loyaltyPrograms).where(eq(loyaltyPrograms.id, account!.programId));
      expect(account!.points).toBe(5 * program!.pointsPerUnit);
      expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['account.balance_updated', 'game.round']));
    });

    it('rule 5 jackpots: a provider stake feeds the pots of its title\'s tags and may win one, paid through the ledger', async () => {
      const { user, token } = await launched(100);
      const [pot] = await db().insert(jackpots).values({ sysname: id('jp'), name: 'Sim pot', amount: 50_000n, seedAmount: 10_000n, contributionBp: 100, hitChancePpm: 0, gamesTag: 'sim' }).returning();
      try {
        await bet(token, id('t'), id('rd'), 1000);
        expect((await db().select().from(jackpots).where(eq(jackpots.id, pot!.id)))[0]!.amount).toBe(50_010n);
        await db().update(jackpots).set({ hitChancePpm: 1_000_000 }).where(eq(jackpots.id, pot!.id));
        expect(await bet(token, id('t'), id('rd'), 1000)).toMatchObject({ status: 'OK', balance: 10_000 - 2000 + 50_020 });
        const [after] = await db().select().from(jackpots).where(eq(jackpots.id, pot!.id));
        expect(after!.amount).toBe(10_000n);
        expect(await ledgerDrift(db(), user.uid)).toEqual([]);
      } finally {
        await db().delete(jackpots).where(eq(jackpots.id, pot!.id));
      }
    });

    it('rule 6 a slow answer never leaves money moved unknown to the provider: its rollback undoes a bet that did commit, and refuses one that had not arrived yet', async () => {
      const { user, token } = await launched(10);
      const [committed, round] = [id('t'), id('rd')];
      // the provider gave up waiting on this bet (its answer lost) and rolls it back
      await bet(token, committed, round, 300);
      await rollback(token, id('t'), committed, round);
      // a rollback overtaking its bet: whichever comes first under the wallet lock, the money ends where it started
      const racing = id('t');
      const rd = id('rd');
      await Promise.all([bet(token, racing, rd, 300), rollback(token, id('t'), racing, rd)]);
      expect((await mainOf(user.uid)).balanceMain).toBe(1000n);
      expect(await ledgerDrift(db(), user.uid)).toEqual([]);
    });

    it('rounds that do not finish: after the setting an open round is closed in the player\'s favour (stakes back), one with a win as it stands', async () => {
      const { user, token } = await launched(10);
      const [lone, paid] = [id('rd'), id('rd')];
      await bet(token, id('t'), lone, 300);
      await bet(token, id('t'), paid, 200);
      await win(token, id('t'), paid, 50, false);
      expect((await mainOf(user.uid)).balanceMain).toBe(550n);
      const day = new Date(Date.now() - 25 * 3_600_000);
      await db().update(providerRounds).set({ createdAt: day }).where(eq(providerRounds.userId, user.uid));
      expect(await closeStaleRounds(db(), { hours: 24 })).toBeGreaterThanOrEqual(2);
      expect((await mainOf(user.uid)).balanceMain).toBe(850n);
      const rounds = await db().select().from(providerRounds).where(eq(providerRounds.userId, user.uid));
      expect(rounds.map((r) => r.status)).toEqual(['closed', 'closed']);
      // the studio's late win finds the round closed; the sweep again changes nothing
      expect(await win(token, id('t'), lone, 900)).toMatchObject({ status: 'ALREADY_SETTLED', balance: 850 });
      await closeStaleRounds(db(), { hours: 24 });
      expect((await mainOf(user.uid)).balanceMain).toBe(850n);
      expect(await ledgerDrift(db(), user.uid)).toEqual([]);
    });

    it('rule 7 kept: every call is stored with its request, answer and times, refused ones too; the player\'s round shows with its bets and wins', async () => {
      const { user, token } = await launched(10);
      const tx = id('t');
      await bet(token, tx, id('rd'), 100);
      await call('balance', { request_id: id('r'), token }, 'wrong');
      const [kept] = await db().select().from(providerCalls).where(eq(providerCalls.transactionId, tx));
      expect(kept).toMatchObject({ provider: 'sim', action: 'bet', userId: user.uid, httpStatus: 200, status: 'OK', answer: { status: 'OK', balance: 900 } });
      expect(JSON.parse(kept!.request)).toMatchObject({ transaction_id: tx, amount: 100 });
      expect(kept!.answeredAt.getTime()).toBeGreaterThanOrEqual(kept!.receivedAt.getTime());
      const [refused] = await db().select().from(providerCalls).where(and(eq(providerCalls.httpStatus, 401), sql`${providerCalls.request} like ${`%${token}%`}`));
      expect(refused).toMatchObject({ status: 'INVALID_SIGNATURE', action: 'balance' });
      // the player sees the round with its bets and wins, open until its closing win
      const cookie = await signedIn(get(), user.uid);
      const rounds = async (query = '') => (await get().app.inject({ url: `/api/games/getProviderRounds${query}`, headers: { cookie } })).json().data as Array<Record<string, unknown>>;
      expect(await rounds('?status=open')).toEqual([
        expect.objectContaining({ provider: 'sim', status: 'open', game: { sysname: 'sim-gold-rush', name: 'Sim Gold Rush' }, bet: { amount: 1, currency: 'USD' }, transactions: [expect.objectContaining({ transaction_id: tx, action: 'bet', status: 'OK', amount: { amount: 1, currency: 'USD' } })] }),
      ]);
      const roundId = JSON.parse(kept!.request).round_id as string;
      await win(token, id('t'), roundId, 250);
      expect(await rounds('?status=open')).toEqual([]);
      expect((await rounds())[0]).toMatchObject({ status: 'closed', win: { amount: 2.5, currency: 'USD' } });
      await db().delete(sessionsTable).where(eq(sessionsTable.userId, user.uid));
    });
  },
  { SIMULATORS: 'true' },
);
