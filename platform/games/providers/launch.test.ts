import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users, wallets } from '../../db/schema';
import { applyMovements } from '../../services/wallets';
import { describeEachDb, signedIn } from '../../test/harness';
import { signBody, SIM_DEMO_SECRET } from '.';

const id = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

describeEachDb(
  'provider launch (games/launch)',
  (get) => {
    const db = () => get().database.db;

    async function player(main = 20) {
      const [user] = await db().insert(users).values({ login: `launch-${id('u')}@example.com`, currency: 'USD' }).returning();
      await applyMovements(db(), { userId: user!.uid, currency: 'USD' }, [{ balance: 'main', amount: BigInt(main * 100), kind: 'adjustment', idempotencyKey: `open:${user!.uid}` }]);
      return { user: user!, cookie: await signedIn(get(), user!.uid) };
    }

    const launch = async (payload: Record<string, unknown>, cookie?: string) =>
      (await get().app.inject({ method: 'POST', url: '/api/games/launch', payload, headers: cookie ? { cookie } : {} })).json() as { data?: { url: string; token: string }; error?: { type: string; error_data: unknown } };

    async function wallet(action: string, body: Record<string, unknown>) {
      const raw = JSON.stringify(body);
      const res = await get().app.inject({ method: 'POST', url: `/provider-wallet/sim/${action}`, payload: raw, headers: { 'content-type': 'application/json', 'x-signature': signBody(SIM_DEMO_SECRET, raw) } });
      return res.json() as { status: string; balance: number };
    }
    const bet = (token: string) => wallet('bet', { request_id: id('r'), token, transaction_id: id('t'), round_id: id('rd'), game: 'sim-gold-rush', amount: 100, currency: 'USD' });

    it('a real launch answers the studio URL with token, game, currency, lang, lobby_url and mode; the token plays on the wallet', async () => {
      const { cookie } = await player();
      const { data } = await launch({ sysname: 'sim-gold-rush', mode: 'real' }, cookie);
      const url = new URL(data!.url);
      expect(url.origin + url.pathname).toBe('http://localhost:3310/play');
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ token: data!.token, game: 'sim-gold-rush', currency: 'USD', lang: 'en-US', mode: 'real' });
      expect(url.searchParams.get('lobby_url')).toMatch(/\/gamehall$/);
      expect(await bet(data!.token)).toMatchObject({ status: 'OK', balance: 1900 });
    });

    it('demo never touches the wallet: a guest may launch, and the wallet refuses its token', async () => {
      const { user, cookie } = await player();
      const guest = await launch({ sysname: 'sim-gold-rush', mode: 'demo' });
      expect(new URL(guest.data!.url).searchParams.get('mode')).toBe('demo');
      const { data } = await launch({ sysname: 'sim-gold-rush', mode: 'demo' }, cookie);
      expect(await bet(data!.token)).toMatchObject({ status: 'TOKEN_INVALID' });
      const [row] = await db().select().from(wallets).where(and(eq(wallets.userId, user.uid), eq(wallets.currency, 'USD')));
      expect(row!.balanceMain).toBe(2000n);
    });

    it('bad input: real play needs a player; a built-in or unknown title is InvalidParameter with error_data', async () => {
      expect((await launch({ sysname: 'sim-gold-rush', mode: 'real' })).error?.type).toBe('AuthorizationException');
      const { cookie } = await player();
      expect((await launch({ sysname: 'sun-temple-riches', mode: 'real' }, cookie)).error).toEqual({ type: 'InvalidParameterException', error_data: { sysname: ['not_provider_title'] } });
      expect((await launch({ sysname: 'sim-gold-rush', mode: 'later' }, cookie)).error?.type).toBe('InvalidParameterException');
    });

    it('the game frame of a studio title is sent on to the studio with a fresh token; signing out ends that token for bets', async () => {
      const { cookie } = await player();
      const res = await get().app.inject({ url: '/games/sim-gold-rush/play?mode=real&locale=en-US', headers: { cookie } });
      expect(res.statusCode).toBe(302);
      const token = new URL(res.headers.location as string).searchParams.get('token')!;
      expect(await bet(token)).toMatchObject({ status: 'OK' });
      await get().app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
      expect(await bet(token)).toMatchObject({ status: 'TOKEN_EXPIRED' });
      // a built-in title's frame is the platform's own document, as before
      expect((await get().app.inject({ url: '/games/sun-temple-riches/play?mode=demo' })).statusCode).toBe(200);
    });
  },
  { SIMULATORS: 'true' },
);
