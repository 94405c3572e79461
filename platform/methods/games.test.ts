import { expect, it } from 'vitest';
import { GAME_TYPES, type Category, type Game, type Provider } from '@/lib/contract';
import { seededCatalogue } from '../seed/catalogue';
import { PROVIDERS } from '../seed/catalogue-data';
import { describeEachDb } from '../test/harness';

const catalogue = seededCatalogue();
const countWhere = (test: (g: (typeof catalogue)[number]) => boolean) => catalogue.filter(test).length;

describeEachDb('games methods', (get) => {
  const data = async (url: string) => {
    const res = await get().app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const page = (query = '') => data(`/api/games/get?${query}`) as Promise<{ items: Game[]; total: number; offset: number; count: number }>;
  const sysnames = async (query: string) => (await page(query)).items.map((g) => g.sysname);

  it('pages a catalogue of 2,000+ games by priority (20 by default) with the total, hand-written games first', async () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(2000);
    const first = await page();
    expect(first).toMatchObject({ total: catalogue.length, offset: 0, count: 20 });
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      sysname: 'sun-temple-riches',
      name: 'Sun Temple Riches',
      type: 'slot',
      provider: 'aurora',
      tags: ['popular', 'jackpot'],
      image: '/games/sun-temple-riches/cover.svg',
      image_horizontal: '/games/sun-temple-riches/cover-h.svg',
      has_demo: true,
      is_new: false,
      priority: 0,
    });
    const last = await page(`offset=${catalogue.length - 5}&count=10`);
    expect(last).toMatchObject({ total: catalogue.length, count: 5 });
    expect(last.items.at(-1)!.sysname).toBe(catalogue.at(-1)!.sysname);
    expect(await page('offset=100000')).toEqual({ items: [], total: catalogue.length, offset: 100000, count: 0 });
  });

  it('covers every §3 game type; live and betting games have no demo', async () => {
    for (const type of GAME_TYPES) {
      const result = await page(`types=${type}&count=100`);
      expect(result.total, type).toBe(countWhere((g) => g.type === type));
      expect(result.items.every((g) => g.has_demo === (type !== 'live' && type !== 'betting')), type).toBe(true);
    }
  });

  it('filters by types, providers, tags and categories together', async () => {
    const mixed = await page('types=high_low,logical&providers=orchid&count=100');
    expect(mixed.total).toBe(countWhere((g) => ['high_low', 'logical'].includes(g.type) && g.provider === 'orchid'));
    expect(mixed.items.every((g) => ['high_low', 'logical'].includes(g.type) && g.provider === 'orchid')).toBe(true);
    const jackpots = await page('tags=jackpot,megaways&count=100');
    expect(jackpots.total).toBe(countWhere((g) => g.tags.includes('jackpot') || g.tags.includes('megaways')));
    expect((await sysnames('tags=jackpot&count=5')).slice(0, 5)).toEqual(['sun-temple-riches', 'foxfire-gold', 'ember-dragons', 'frozen-vault', 'jade-emperor']);
    expect((await page('categories=live&count=1')).total).toBe(countWhere((g) => g.type === 'live'));
    expect((await page('categories=jackpots,betting&types=betting&count=1')).total).toBe(countWhere((g) => g.type === 'betting'));
    expect((await sysnames('categories=betting&count=2'))).toEqual(['sportsbook', 'virtual-football-league']);
  });

  it('looks games up by sysname and searches names case-insensitively, treating % and _ literally', async () => {
    expect(await sysnames('sysname=sportsbook')).toEqual(['sportsbook']);
    expect(await sysnames('sysname=mines,dice-duel')).toEqual(['dice-duel', 'mines']);
    const roulette = await page('query=ROULETTE&count=100');
    expect(roulette.total).toBe(countWhere((g) => g.name.toLowerCase().includes('roulette')));
    expect(roulette.items.slice(0, 4).map((g) => g.sysname)).toEqual(['harbor-roulette-live', 'moonrise-speed-roulette', 'european-roulette', 'french-roulette-gold']);
    expect((await page('query=%25')).total).toBe(0);
    expect((await page('query=_')).total).toBe(0);
    expect((await page('query=zzzz-no-such-game')).items).toEqual([]);
  });

  it('sorts by name, popularity and date in either order', async () => {
    const byName = (await page('sort=name&count=100')).items.map((g) => g.name.toLowerCase());
    expect(byName[0]!.startsWith('a')).toBe(true);
    expect((await page('sort=name&order=desc&count=1')).items[0]!.name[0]!.toLowerCase() >= 'v').toBe(true);
    const newest = [...catalogue].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    expect((await sysnames('sort=created_at&order=desc&count=1'))).toEqual([newest.sysname]);
    expect((await sysnames('sort=popularity&order=desc&count=1'))).toEqual(['sun-temple-riches']);
    const oldest = [...catalogue].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0]!;
    expect((await sysnames('sort=created_at&count=1'))).toEqual([oldest.sysname]);
  });

  it('honours options sent as JSON text', async () => {
    const options = encodeURIComponent(JSON.stringify({ has_demo: false, exclude: ['sportsbook'] }));
    const result = await page(`options=${options}&count=100`);
    expect(result.total).toBe(countWhere((g) => (g.type === 'live' || g.type === 'betting') && g.sysname !== 'sportsbook'));
    expect(result.items.every((g) => !g.has_demo && g.sysname !== 'sportsbook')).toBe(true);
    const fresh = await page(`options=${encodeURIComponent('{"is_new":true}')}&count=100`);
    expect(fresh.total).toBe(countWhere((g) => g.tags.includes('new')));
    expect(fresh.items.every((g) => g.is_new)).toBe(true);
  });

  it('answers every game field whatever `fields` asks (fields is accepted, not narrowing)', async () => {
    const [game] = (await page('fields=name&count=1')).items;
    expect(Object.keys(game!).sort()).toEqual(['has_demo', 'id', 'image', 'image_horizontal', 'is_new', 'name', 'priority', 'provider', 'sysname', 'tags', 'type']);
  });

  it('rejects bad input with InvalidParameter and error_data', async () => {
    const res = await get().app.inject({ url: '/api/games/get?count=500&sort=random&types=poker&options=%7Bnope' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({ type: 'InvalidParameterException', error_data: expect.objectContaining({ count: expect.any(Array), sort: expect.any(Array), types: expect.any(Array), options: ['invalid_json'] }) });
  });

  it('getCategories answers each category with its games sub-object', async () => {
    const categories: Category[] = await data('/api/games/getCategories');
    expect(categories.map((c) => c.sysname)).toEqual(['popular', 'new', 'slots', 'live', 'table', 'fast', 'jackpots', 'betting']);
    const slots = categories.find((c) => c.sysname === 'slots')!;
    expect(slots.games.total).toBe(countWhere((g) => g.type === 'slot'));
    expect(slots.games.items).toHaveLength(12);
    expect(slots.games.items[0]!.sysname).toBe('sun-temple-riches');
    expect(slots.games.items.every((g) => g.type === 'slot')).toBe(true);
    const popular = categories.find((c) => c.sysname === 'popular')!;
    expect(popular.games.total).toBe(countWhere((g) => g.tags.includes('popular')));
    const few: Category[] = await data('/api/games/getCategories?games_count=2&types=live');
    expect(few.find((c) => c.sysname === 'popular')!.games).toMatchObject({ total: countWhere((g) => g.type === 'live' && g.tags.includes('popular')), items: [{ type: 'live' }, { type: 'live' }] });
    expect(few.find((c) => c.sysname === 'slots')!.games).toEqual({ total: 0, items: [] });
    const none: Category[] = await data('/api/games/getCategories?games_count=0');
    expect(none.every((c) => c.games.items.length === 0 && c.games.total > 0)).toBe(true);
  });

  it('getProviders answers providers having games, game_params on request', async () => {
    const all: Provider[] = await data('/api/games/getProviders');
    expect(all).toHaveLength(PROVIDERS.length);
    expect(all.reduce((sum, p) => sum + p.games_count, 0)).toBe(catalogue.length);
    expect(all[0]!.game_params).toBeUndefined();
    const live: Provider[] = await data('/api/games/getProviders?fields=game_params&types=live');
    expect(live.map((p) => p.sysname)).toEqual(['harbor-lights', 'moonrise', 'quartz-live']);
    expect(live[0]).toEqual({ sysname: 'harbor-lights', name: 'Harbor Lights Live', image: null, games_count: countWhere((g) => g.provider === 'harbor-lights' && g.type === 'live'), game_params: { types: ['live'] } });
    const mixed: Provider[] = await data('/api/games/getProviders?fields=game_params&types=casino,slot,live,fast');
    expect(mixed.find((p) => p.sysname === 'kite-labs')!.game_params!.types).toEqual(['casino', 'fast']);
  });

  it('serves the vertical and horizontal cover art games/get points to, 404 for an unknown game', async () => {
    const res = await get().app.inject({ url: '/games/sun-temple-riches/cover.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toContain('Sun Temple');
    expect(res.body).toContain('Aurora Studios');
    const wide = await get().app.inject({ url: '/games/sun-temple-riches/cover-h.svg' });
    expect(wide.statusCode).toBe(200);
    expect(wide.headers['content-type']).toBe('image/svg+xml');
    expect(wide.body).toContain('viewBox="0 0 480 270"');
    expect(wide.body).toContain('Sun Temple Riches');
    expect((await get().app.inject({ url: '/games/nope/cover.svg' })).statusCode).toBe(404);
    expect((await get().app.inject({ url: '/games/nope/cover-h.svg' })).statusCode).toBe(404);
  });
});
