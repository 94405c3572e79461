import { expect, it } from 'vitest';
import { GAME_TYPES, type Category, type Game, type Provider } from '@/lib/contract';
import { describeEachDb } from '../test/harness';

describeEachDb('games methods', (get) => {
  const data = async (url: string) => {
    const res = await get().app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const page = (query = '') => data(`/api/games/get?${query}`) as Promise<{ items: Game[]; total: number; offset: number; count: number }>;
  const sysnames = async (query: string) => (await page(query)).items.map((g) => g.sysname);

  it('pages the catalogue by priority (20 by default) with the total', async () => {
    const first = await page();
    expect(first).toMatchObject({ total: 60, offset: 0, count: 20 });
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      sysname: 'sun-temple-riches',
      name: 'Sun Temple Riches',
      type: 'slot',
      provider: 'aurora',
      tags: ['popular', 'jackpot'],
      image: '/games/sun-temple-riches/cover.svg',
      has_demo: true,
      is_new: false,
      priority: 0,
    });
    const last = await page('offset=55&count=10');
    expect(last).toMatchObject({ total: 60, offset: 55, count: 5 });
  });

  it('covers every §3 game type', async () => {
    for (const type of GAME_TYPES) expect((await page(`types=${type}`)).total, type).toBeGreaterThan(0);
  });

  it('filters by types, providers, tags and categories together', async () => {
    expect(await sysnames('types=high_low,logical&providers=orchid')).toEqual(['memory-match', 'card-ladder']);
    expect(await sysnames('tags=jackpot&count=100')).toEqual(['sun-temple-riches', 'foxfire-gold', 'ember-dragons', 'frozen-vault', 'jade-emperor']);
    expect((await page('categories=live&count=100')).total).toBe(8);
    expect(await sysnames('categories=betting')).toEqual(['sportsbook', 'virtual-football-league']);
  });

  it('looks games up by sysname and searches names, treating % and _ literally', async () => {
    expect(await sysnames('sysname=sportsbook')).toEqual(['sportsbook']);
    expect(await sysnames('sysname=mines,dice-duel')).toEqual(['dice-duel', 'mines']);
    expect(await sysnames('query=ROULETTE')).toEqual(['harbor-roulette-live', 'moonrise-speed-roulette', 'european-roulette', 'french-roulette-gold']);
    expect((await page('query=%25')).total).toBe(0);
    expect((await page('query=_')).total).toBe(0);
  });

  it('sorts by name, popularity and date in either order', async () => {
    expect((await sysnames('sort=name&count=2'))).toEqual(['aurora-wilds', 'card-ladder']);
    expect((await sysnames('sort=name&order=desc&count=1'))).toEqual(['virtual-football-league']);
    expect((await sysnames('sort=created_at&order=desc&count=1'))).toEqual(['red-or-black']);
    expect((await sysnames('sort=popularity&order=desc&count=1'))).toEqual(['sun-temple-riches']);
  });

  it('honours options sent as JSON text', async () => {
    const options = encodeURIComponent(JSON.stringify({ has_demo: false, exclude: ['sportsbook'] }));
    const items = (await page(`options=${options}&count=100`)).items;
    expect(items.every((g) => !g.has_demo && g.sysname !== 'sportsbook')).toBe(true);
    expect(items.map((g) => g.type).sort()).toEqual([...Array(8).fill('live'), 'betting'].sort());
    expect((await page(`options=${encodeURIComponent('{"is_new":true}')}&count=100`)).items.every((g) => g.is_new)).toBe(true);
  });

  it('getCategories answers each category with its games sub-object', async () => {
    const categories: Category[] = await data('/api/games/getCategories');
    expect(categories.map((c) => c.sysname)).toEqual(['popular', 'new', 'slots', 'live', 'table', 'fast', 'jackpots', 'betting']);
    const slots = categories.find((c) => c.sysname === 'slots')!;
    expect(slots.games.total).toBe(28);
    expect(slots.games.items).toHaveLength(12);
    expect(slots.games.items.every((g) => g.type === 'slot')).toBe(true);
    const few: Category[] = await data('/api/games/getCategories?games_count=2&types=live');
    expect(few.find((c) => c.sysname === 'popular')!.games).toMatchObject({ total: 2, items: [{ type: 'live' }, { type: 'live' }] });
  });

  it('getProviders answers providers having games, game_params on request', async () => {
    const all: Provider[] = await data('/api/games/getProviders');
    expect(all).toHaveLength(15);
    expect(all.reduce((sum, p) => sum + p.games_count, 0)).toBe(60);
    expect(all[0]!.game_params).toBeUndefined();
    const live: Provider[] = await data('/api/games/getProviders?fields=game_params&types=live');
    expect(live.map((p) => p.sysname)).toEqual(['harbor-lights', 'moonrise']);
    expect(live[0]).toEqual({ sysname: 'harbor-lights', name: 'Harbor Lights Live', image: null, games_count: 4, game_params: { types: ['live'] } });
    const mixed: Provider[] = await data('/api/games/getProviders?fields=game_params&types=casino,slot,live,fast');
    expect(mixed.find((p) => p.sysname === 'kite-labs')!.game_params!.types).toEqual(['casino', 'fast']);
  });

  it('serves the cover art games/get points to, 404 for an unknown game', async () => {
    const res = await get().app.inject({ url: '/games/sun-temple-riches/cover.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toContain('Sun Temple');
    expect(res.body).toContain('Aurora Studios');
    expect((await get().app.inject({ url: '/games/nope/cover.svg' })).statusCode).toBe(404);
  });
});
