import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { settingsGeneration } from '@/lib/config';
import { generalInfo } from '@/lib/contract';
import { offers, paymentTransactions, popups, userEvents, users, wallets } from '../db/schema';
import { writeSetting } from '../services/settings';
import { describeEachDb, signedIn } from '../test/harness';

describeEachDb('content methods', (get) => {
  const data = async (url: string, headers: Record<string, string> = {}) => {
    const res = await get().app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('metadata/getgeneralinfo answers every §3 general info field', async () => {
    const info = await data('/api/metadata/getgeneralinfo');
    expect(Object.keys(info).sort()).toEqual(Object.keys(generalInfo.shape).sort());
    expect(info).toMatchObject({ default_currency: 'USD', available_locales: ['en-US', 'pt-BR', 'es-ES', 'ar'], time_to_force_logout: 3600 });
    // Google has no credentials here and the demo provider is off unless OAUTH_DEMO turns it on.
    expect(info.social_services).toEqual([]);
  });

  it('reads operator settings from the database, a broken stored value falling back to defaults', async () => {
    const db = get().database.db;
    const generation = settingsGeneration();
    await writeSetting(db, 'general_info', { ...(await data('/api/metadata/getgeneralinfo')), time_to_force_logout: 600 });
    expect((await data('/api/metadata/getgeneralinfo')).time_to_force_logout).toBe(600);
    // server components' shared copy of the general info (lib/api/server.ts) is dropped
    expect(settingsGeneration()).toBe(generation + 1);
  });

  it('metadata/get answers the site metadata', async () => {
    expect(await data('/api/metadata/get')).toMatchObject({ site_name: 'Casino' });
  });

  it('banners/get pages live banners (10 by default), narrowing descriptions to fields', async () => {
    const all = await data('/api/banners/get');
    expect(all.map((b: { description: { position: string } }) => b.description.position)).toEqual(['main', 'main', 'registration', 'sidebar']);
    expect(all.every((b: { finished_at: unknown }) => b.finished_at === null)).toBe(true);
    expect(await data('/api/banners/get?offset=1&count=1')).toHaveLength(1);
    const [first] = await data('/api/banners/get?count=1&fields=title');
    expect(first.description).toEqual({ position: 'main', title: 'Welcome bonus' });
  });

  it('banners/get answers each promotion banner’s full text (its detail dialog) in the request’s locale', async () => {
    type Banner = { description: { position: string; title?: string; details?: string } };
    const titled = (banners: Banner[]) => banners.filter((b) => b.description.title);
    const en: Banner[] = titled(await data('/api/banners/get'));
    expect(en.map((b) => b.description.title)).toEqual(['Welcome bonus', 'Spring Spins', 'Free spins Friday']);
    for (const b of en) expect(b.description.details).toMatch(/^<p>.+<\/ul>$/);
    expect(en[0]!.description.details).toContain('up to $500');
    const ar: Banner[] = titled(await data('/api/banners/get?locale=ar'));
    expect(ar[0]!.description.details).toContain('مكافأة الترحيب');
    expect(ar[0]!.description.details).toContain('$500');
    expect(ar[1]!.description.details).toContain('$5,000');
    // narrowed to other fields, the long text stays out
    expect((await data('/api/banners/get?fields=title'))[0].description).not.toHaveProperty('details');
  });

  it('popups/get answers the active popups; one tied to an offer only while a guest may see that offer', async () => {
    // reload-ready is tied to the reload offer, which comes after a first deposit: not a guest's
    expect(await data('/api/popups/get')).toEqual([expect.objectContaining({ sysname: 'welcome', title: 'Welcome!', offer: 'welcome-bonus', show_on: 'visit' })]);
  });

  it('popups/get answers a popup tied to an offer only to players who can get that offer', async () => {
    const db = get().database.db;
    const player = async (country: string, deposits = 0) => {
      const [user] = await db.insert(users).values({ login: `popup-${country}-${randomBytes(4).toString('hex')}@example.com`, currency: 'USD', countryCode: country }).returning();
      const [wallet] = await db.insert(wallets).values({ userId: user!.uid, currency: 'USD' }).returning();
      for (let i = 0; i < deposits; i += 1) await db.insert(paymentTransactions).values({ userId: user!.uid, walletId: wallet!.id, type: 'deposit', method: 'demo_card', amount: 2000n, currency: 'USD', status: 'success', outcome: 'success' });
      return { cookie: await signedIn(get(), user!.uid) };
    };
    const sysnames = async (who: { cookie: string }) => ((await data('/api/popups/get', { cookie: who.cookie })) as { sysname: string }[]).map((p) => p.sysname);
    // a new player may take the welcome offer: its popup; the reload offer is not theirs yet
    expect(await sysnames(await player('DE'))).toEqual(['welcome']);
    // after a deposit the first-deposit offer is gone (and the reload offer it unlocked is open)
    expect(await sysnames(await player('DE', 1))).toEqual(['reload-ready']);
    // GB caps wagering at 10×: the 35× welcome offer is refused there, and so is its popup
    expect(await sysnames(await player('GB'))).toEqual([]);
    // an offer that ends takes its popup along; a popup tied to no offer is for everyone
    const plain = `plain-${randomBytes(4).toString('hex')}`;
    await db.insert(popups).values({ sysname: plain, priority: 9, content: { title: 'Plain' } });
    await db.update(offers).set({ isActive: false }).where(eq(offers.sysname, 'welcome-bonus'));
    try {
      expect(await sysnames(await player('DE'))).toEqual([plain]);
    } finally {
      await db.update(offers).set({ isActive: true }).where(eq(offers.sysname, 'welcome-bonus'));
      await db.delete(popups).where(eq(popups.sysname, plain));
    }
  });

  it('Jackpots/get answers the pots (starting at their seed amount) with games tag and a description in the asked locale', async () => {
    const jackpots = await data('/api/Jackpots/get');
    expect(jackpots.map((j: { sysname: string }) => j.sysname)).toEqual(['mega', 'major', 'minor']);
    expect(jackpots[0]).toEqual({
      id: expect.any(Number),
      sysname: 'mega',
      name: 'Mega jackpot',
      amount: { amount: 50000, currency: 'USD' },
      games_tag: 'jackpot',
      description: { title: 'Mega jackpot', text: expect.stringContaining('0.3%') },
    });
    const [mega] = await data('/api/Jackpots/get?locale=es-ES');
    expect(mega.description.title).toBe('Jackpot Mega');
  });

  it('a tournament of a provider lists only that provider\'s games (the ones it scores)', async () => {
    const all = (await data('/api/tournaments/get?status=all&count=20')) as { id: number; sysname: string }[];
    const race = all.find((t) => t.sysname === 'live-table-race')!;
    const options = encodeURIComponent(JSON.stringify({ tournament_id: race.id }));
    const listed = (await data(`/api/games/get?count=50&options=${options}`)) as { items: { provider: string }[] };
    expect(listed.items.length).toBeGreaterThan(0);
    for (const game of listed.items) expect(game.provider).toBe('moonrise');
  });

  it('Jackpots/getWinners answers payouts newest first, of one jackpot with jackpot_id, honouring count', async () => {
    const winners = await data('/api/Jackpots/getWinners');
    expect(winners).toHaveLength(6);
    const times = winners.map((w: { created_at: string }) => w.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(winners[0]).toEqual({
      id: expect.any(Number),
      jackpot: { id: expect.any(Number), sysname: 'minor', name: 'Minor jackpot' },
      fakename: expect.stringMatching(/^\w{4,}$/),
      game: { sysname: expect.any(String), name: expect.any(String) },
      amount: { amount: 889.02, currency: 'USD' },
      created_at: expect.any(String),
    });
    const [mega] = await data('/api/Jackpots/get');
    const megaWins = await data(`/api/Jackpots/getWinners?jackpot_id=${mega.id}`);
    expect(megaWins.map((w: { jackpot: { sysname: string }; amount: { amount: number } }) => [w.jackpot.sysname, w.amount.amount])).toEqual([['mega', 87345.12]]);
    expect(await data('/api/Jackpots/getWinners?count=2')).toHaveLength(2);
    expect(await data('/api/Jackpots/getWinners?jackpot_id=999999')).toEqual([]);
    const bad = await get().app.inject({ url: '/api/Jackpots/getWinners?jackpot_id=x&count=1000' });
    expect(bad.json().error).toEqual({ type: 'InvalidParameterException', error_data: { jackpot_id: ['not_integer'], count: expect.any(Array) } });
  });

  it('leaderboards rank recorded wins across the catalogue: get by amount, live by time, top the last 30 days', async () => {
    const biggest = await data('/api/leaderboard/get?count=20');
    expect(biggest).toHaveLength(20);
    const amounts = biggest.map((w: { amount: { amount: number } }) => w.amount.amount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    expect(new Set(biggest.map((w: { fakename: string }) => w.fakename)).size).toBeGreaterThan(5);
    expect(new Set(biggest.map((w: { game: { sysname: string } }) => w.game.sysname)).size).toBeGreaterThan(10);
    // a player without a nickname is a stand-in name, never their uid
    const db = get().database.db;
    const named = await db.select({ uid: users.uid, fakename: users.fakename }).from(users);
    await db.update(users).set({ fakename: '' });
    try {
      const unnamed = (await data('/api/leaderboard/get?count=20')) as { fakename: string }[];
      for (const { fakename } of unnamed) expect(fakename).toMatch(/^(Player [0-9A-F]{6}|Guest)$/);
    } finally {
      for (const { uid, fakename } of named) await db.update(users).set({ fakename }).where(eq(users.uid, uid));
    }
    const live = await data('/api/leaderboard/live');
    const times = live.map((w: { created_at: string }) => w.created_at);
    expect(live).toHaveLength(20);
    expect([...times].sort().reverse()).toEqual(times);
    expect(Date.now() - Date.parse(times[0])).toBeLessThan(24 * 3600 * 1000);
    const top = await data('/api/leaderboard/top?count=100');
    expect(top.length).toBeGreaterThan(50);
    expect(top.every((w: { created_at: string }) => Date.now() - Date.parse(w.created_at) <= 30 * 24 * 3600 * 1000)).toBe(true);
  });

  it('campaigns/getoffers lists live offers with the parts asked for', async () => {
    const bare = await data('/api/campaigns/getoffers');
    // a visitor does not see the reload offer (it waits for a first deposit) nor the ended one
    expect(bare.map((o: { sysname: string }) => o.sysname)).toEqual(['welcome-bonus', 'friday-free-spins', 'promo-welcome', 'daily-spins', 'sports-free-bet']);
    expect(bare[0]).toEqual({ id: bare[0].id, sysname: 'welcome-bonus' });
    const [full] = await data('/api/campaigns/getoffers?fields=trigger,description,promotions');
    expect(full.trigger).toEqual({ action: 'deposit', user_satisfies_params: true, params: { exclude_methods: [], first_deposit: true, min_deposit: { amount: 10, currency: 'USD' } } });
    expect(full.description.title).toBe('Welcome bonus');
    expect(full.promotions[0].type).toBe('bonus');
  });

  it('campaigns/getOffer answers one offer, InvalidParameter for an unknown or ended one', async () => {
    const [first] = await data('/api/campaigns/getoffers');
    expect(await data(`/api/campaigns/getOffer?offer_id=${first.id}&fields=description`)).toMatchObject({ id: first.id, description: { title: 'Welcome bonus' } });
    const res = await get().app.inject({ url: '/api/campaigns/getOffer?offer_id=999999' });
    expect(res.json().error).toEqual({ type: 'InvalidParameterException', error_data: { offer_id: ['not_found'] } });
  });

  it('tournaments/get filters by status and ids, with the parts asked for', async () => {
    const sysnames = async (query: string) => (await data(`/api/tournaments/get?${query}`)).map((t: { sysname: string }) => t.sysname);
    expect(await sysnames('status=all')).toEqual(['spring-spins', 'live-table-race', 'crash-masters', 'winter-classic']);
    expect(await sysnames('status=active')).toEqual(['spring-spins', 'live-table-race']);
    expect(await sysnames('status=future')).toEqual(['crash-masters']);
    expect(await sysnames('status=finished')).toEqual(['winter-classic']);
    expect(await sysnames('count=1&offset=1')).toEqual(['live-table-race']);
    const [spring] = await data('/api/tournaments/get?status=active&count=1');
    expect(await sysnames(`ids=${spring.id}`)).toEqual(['spring-spins']);
    expect(spring).toMatchObject({ status: 'active', total_prize: { amount: 10000, currency: 'USD' }, games_count: 12, total_participants: 1, total_points: 340 });
    expect(spring.description).toBeUndefined();

    const [finished] = await data('/api/tournaments/get?status=finished&fields=winners,description,user_info');
    expect(finished.winners).toEqual([{ place: 1, fakename: 'DemoPlayer', points: 1250, prize: { amount: 1500, currency: 'USD' } }]);
    expect(finished.user_info).toBeNull();
    const cookie = await signedIn(get());
    const [mine] = await data('/api/tournaments/get?status=active&count=1&fields=user_info', { cookie });
    expect(mine.user_info).toEqual({ is_participant: true, points: 340, place: 1 });
    const bad = await get().app.inject({ url: '/api/tournaments/get?status=soon&ids=1,x' });
    expect(bad.json().error.error_data).toEqual({ status: ['invalid_value'], ids: ['not_integer'] });
  });

  it('events/handle records the event for the user or the visitor', async () => {
    expect(await data('/api/events/handle?event_name=page_view&event_params=%7B%22path%22%3A%22%2F%22%7D')).toBe(1);
    const rows = await get().database.db.select().from(userEvents).where(eq(userEvents.name, 'page_view'));
    expect(rows).toEqual([expect.objectContaining({ userId: null, params: { path: '/' } })]);
    const bad = await get().app.inject({ url: '/api/events/handle?event_params=nope' });
    expect(bad.json().error.error_data).toEqual({ event_name: ['required'], event_params: ['invalid_json'] });
  });
});
