import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { formatDate } from '@/lib/validation';
import { gameProviders, games, sportEvents, users, wheelCampaigns, wheelSectors } from '../../db/schema';
import { describeEachDb, freshIp, signedIn, type TestPlatform } from '../../test/harness';
import { playRound } from '../rounds';
import { placeBet } from '../sportsbook';
import { signInitData } from '../telegram';
import { applyMovements } from '../wallets';
import { clock, RULE_PACKS, selectPack, startPlaySession, type RulePackId } from '.';

const TOKEN = '246810:age-test-token';
const tag = () => randomBytes(4).toString('hex');
const key = () => `k-${randomBytes(8).toString('hex')}`;
const CARD = JSON.stringify({ card_number: '4111111111111111' });

afterEach(() => {
  clock.reset();
  selectPack(null);
});

/** The birth date of someone `years` old today (dd.mm.yyyy); `days` later makes them that much younger. */
function bornYearsAgo(years: number, days = 0): string {
  const now = new Date();
  return formatDate(new Date(now.getFullYear() - years, now.getMonth(), now.getDate() + days));
}

type Answer = { data?: Record<string, unknown> & { user?: { uid: number } }; error?: { type: string; error_data?: Record<string, unknown> } };

function api(platform: TestPlatform) {
  return async (method: string, payload: Record<string, unknown>, cookie?: string): Promise<Answer> => {
    const res = await platform.app.inject({ method: 'POST', url: `/api/${method}`, payload, headers: { 'x-forwarded-for': freshIp(), ...(cookie && { cookie }) } });
    expect(res.statusCode, res.body).toBeLessThan(500);
    return res.json() as Answer;
  };
}

const underAge = (min: number) => ({ type: 'InvalidParameterException', error_data: expect.objectContaining({ birth_date: ['underAge'], min_age: min }) });

const telegramPayload = (id: number) => signInitData({ user: JSON.stringify({ id, username: 'AgeCheck' }), auth_date: String(Math.floor(Date.now() / 1000) - 5) }, TOKEN);
const telegramId = () => 600_000_000 + Math.floor(Math.random() * 100_000_000);

describeEachDb(
  'minimum age in every rule pack',
  (get) => {
    const call = (...args: Parameters<ReturnType<typeof api>>) => api(get())(...args);
    const register = (birth_date: string) => call('register', { email: `age-${tag()}@example.com`, password: 'secret123', currency: 'USD', terms: '1', birth_date });
    const birthDateOf = async (uid: number) => (await get().database.db.select({ b: users.birthDate }).from(users).where(eq(users.uid, uid)))[0]?.b;

    for (const pack of Object.keys(RULE_PACKS) as RulePackId[]) {
      it(`${pack}: a birth date under 18 is refused at registration, in the profile and at social or Telegram completion; 18 today is accepted`, async () => {
        selectPack(pack);
        // registration (a field set with a birth date)
        expect((await register(bornYearsAgo(10))).error).toEqual(underAge(18));
        expect((await register(bornYearsAgo(18, 1))).error).toEqual(underAge(18));
        const adult = await register(bornYearsAgo(18));
        expect(adult.error).toBeUndefined();
        expect(await birthDateOf(adult.data!.user!.uid)).toBe(bornYearsAgo(18));

        // the profile
        const cookie = await signedIn(get(), adult.data!.user!.uid);
        expect((await call('saveProfileInfo', { birth_date: bornYearsAgo(10) }, cookie)).error).toEqual(underAge(18));
        expect((await call('saveProfileInfo', { birth_date: bornYearsAgo(17) }, cookie)).error).toEqual(underAge(18));
        expect(await birthDateOf(adult.data!.user!.uid)).toBe(bornYearsAgo(18));
        expect((await call('saveProfileInfo', { birth_date: bornYearsAgo(30) }, cookie)).data).toBe(1);

        // Telegram entry with a birth date, then the completion a Telegram (or social) sign-in leads to
        expect((await call('register', { is_tg: '1', payload: telegramPayload(telegramId()), birth_date: bornYearsAgo(17) })).error).toEqual(underAge(18));
        const tg = await call('register', { is_tg: '1', payload: telegramPayload(telegramId()) });
        expect(tg.error).toBeUndefined();
        const tgCookie = await signedIn(get(), tg.data!.user!.uid);
        const complete = (birth_date: string) => call('completeRegistration', { email: `tg-${tag()}@example.com`, terms: '1', birth_date }, tgCookie);
        expect((await complete(bornYearsAgo(10))).error).toEqual(underAge(18));
        expect((await complete(bornYearsAgo(18, 1))).error).toEqual(underAge(18));
        expect((await complete(bornYearsAgo(18))).data).toMatchObject({ status: 1, user: { is_registration_completed: true } });
        expect(await birthDateOf(tg.data!.user!.uid)).toBe(bornYearsAgo(18));
      });
    }

    it('the general info names the minimum age for the forms', async () => {
      const res = await get().app.inject({ url: '/api/metadata/getgeneralinfo' });
      expect(res.json().data).toMatchObject({ min_age: 18 });
    });
  },
  { TELEGRAM_BOT_TOKEN: TOKEN },
);

describeEachDb(
  'minimum age 21 (PROTECTION_MIN_AGE)',
  (get) => {
    const call = (...args: Parameters<ReturnType<typeof api>>) => api(get())(...args);
    it('refuses a 20-year-old everywhere a birth date is entered and accepts a 21-year-old', async () => {
      for (const pack of ['none', 'UK'] as const) {
        selectPack(pack);
        const register = (birth_date: string) => call('register', { email: `age21-${tag()}@example.com`, password: 'secret123', currency: 'USD', terms: '1', birth_date });
        expect((await register(bornYearsAgo(20))).error).toEqual(underAge(21));
        expect((await register(bornYearsAgo(21, 1))).error).toEqual(underAge(21));
        const adult = await register(bornYearsAgo(21));
        expect(adult.error).toBeUndefined();
        const cookie = await signedIn(get(), adult.data!.user!.uid);
        expect((await call('saveProfileInfo', { birth_date: bornYearsAgo(20) }, cookie)).error).toEqual(underAge(21));
        expect((await call('completeRegistration', { terms: '1', birth_date: bornYearsAgo(19) }, cookie)).error).toEqual(underAge(21));
      }
      expect((await get().app.inject({ url: '/api/metadata/getgeneralinfo' })).json().data).toMatchObject({ min_age: 21 });
    });
  },
  { PROTECTION_MIN_AGE: '21' },
);

for (const verification of [true, false]) {
  describeEachDb(
    `UK: deposits and real-money play wait for an adult birth date${verification ? ' and a verified identity' : ' (verification off)'}`,
    (get) => {
      const db = () => get().database.db;
      const call = (...args: Parameters<ReturnType<typeof api>>) => api(get())(...args);
      const gated = (step: string) => ({ type: 'AccessDeniedException', error_data: { reason: 'age_verification', step, min_age: 18 } });

      async function player(values: Partial<typeof users.$inferInsert> = {}) {
        const [user] = await db().insert(users).values({ login: `ukage-${tag()}@example.com`, currency: 'USD', ...values }).returning();
        await applyMovements(db(), { userId: user!.uid, currency: 'USD' }, [{ balance: 'main', amount: 10_000n, kind: 'adjustment', idempotencyKey: `open:${user!.uid}` }]);
        await startPlaySession(db(), user!.uid);
        return { uid: user!.uid, cookie: await signedIn(get(), user!.uid) };
      }
      async function slot() {
        const [provider] = await db().select({ id: gameProviders.id }).from(gameProviders).limit(1);
        const sysname = `ukage-${tag()}`;
        return (await db().insert(games).values({ sysname, name: sysname, providerId: provider!.id, type: 'slot' }).returning())[0]!;
      }
      async function sportEvent() {
        const [event] = await db().insert(sportEvents).values({ sport: 'football', league: 'T', home: 'A', away: 'B', startsAt: new Date(Date.now() + 86_400_000), oddsHome: 200, oddsDraw: 300, oddsAway: 400 }).returning();
        return event!;
      }
      async function wheel() {
        const [campaign] = await db()
          .insert(wheelCampaigns)
          .values({ sysname: `ukage-${tag()}`, title: 'Age wheel', startAt: new Date(Date.now() - 3600_000), endAt: new Date(Date.now() + 3600_000), spinPrice: 100n, priority: 1 })
          .returning();
        await db().insert(wheelSectors).values({ campaignId: campaign!.id, position: 0, weight: 1, rewardType: 'money', reward: { title: 'Some', amount: 1 } });
        return campaign!.id;
      }
      const refusal = (promise: Promise<unknown>) => promise.then(() => null, (e: { type: string; data?: unknown }) => ({ type: e.type, error_data: e.data }));

      /** A deposit, a slot round, a sports bet and a bought wheel spin: each refused with `step`, or each taken (null). */
      async function everyStake(p: { uid: number; cookie: string }, step: string | null) {
        const deposit = await call('makedeposit', { method: 'demo_card', amount: '20', requisites: CARD }, p.cookie);
        const round = await refusal(playRound(db(), { owner: `u:${p.uid}`, userId: p.uid, game: await slot(), mode: 'real', bet: 1, idempotencyKey: key() }));
        const bet = await refusal(placeBet(db(), { userId: p.uid, selections: [{ event_id: (await sportEvent()).id, pick: 'home' }], stake: '1', idempotencyKey: key() }));
        const spin = await call('wheel/buySpin', { campaign_id: String(await wheel()), spins_amount: '1' }, p.cookie);
        if (step === null) {
          expect(deposit.error).toBeUndefined();
          expect(round).toBeNull();
          expect(bet).toBeNull();
          expect(spin.error).toBeUndefined();
        } else {
          expect(deposit.error).toEqual(gated(step));
          expect(round).toEqual(gated(step));
          expect(bet).toEqual(gated(step));
          expect(spin.error).toEqual(gated(step));
        }
      }

      it('a player without a birth date, then with an adult one, then verified', async () => {
        selectPack('UK');
        const p = await player();
        await everyStake(p, 'birth_date');
        // demo play is no gambling: it stays open
        await playRound(db(), { owner: `u:${p.uid}`, userId: p.uid, game: await slot(), mode: 'demo', bet: 1, idempotencyKey: key() });
        // an under-age birth date cannot be entered; an adult one opens the next step
        expect((await call('saveProfileInfo', { birth_date: bornYearsAgo(17) }, p.cookie)).error).toEqual(underAge(18));
        expect((await call('saveProfileInfo', { birth_date: bornYearsAgo(18) }, p.cookie)).data).toBe(1);
        if (verification) {
          // the rounds read the process's settings (verification on by default), the deposit the platform's
          await everyStake(p, 'identity');
          await db().update(users).set({ isVerified: true }).where(eq(users.uid, p.uid));
        } else {
          const deposit = await call('makedeposit', { method: 'demo_card', amount: '20', requisites: CARD }, p.cookie);
          expect(deposit.error).toBeUndefined();
          await db().update(users).set({ isVerified: true }).where(eq(users.uid, p.uid));
        }
        await everyStake(p, null);
      });

      it('a stored under-age birth date (from before the rule) keeps the gate shut; other packs do not verify age before gambling', async () => {
        selectPack('UK');
        const child = await player({ birthDate: bornYearsAgo(10), isVerified: true });
        await everyStake(child, 'birth_date');
        for (const pack of ['none', 'DE', 'NL', 'MGA'] as const) {
          selectPack(pack);
          const unknown = await player();
          const deposit = await call('makedeposit', { method: 'demo_card', amount: '20', requisites: CARD }, unknown.cookie);
          expect(deposit.error, pack).toBeUndefined();
        }
      });
    },
    { IDENTITY_VERIFICATION_ENABLED: String(verification) },
  );
}
