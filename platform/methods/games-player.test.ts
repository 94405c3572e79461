import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { MethodResult } from '@/lib/contract';
import { freespinPacks, gameHistoryExports, gameRounds, games, gameSeeds, users } from '../db/schema';
import { exportsSettled, resumeExports } from '../services/history-exports';
import { readSetting, writeSetting } from '../services/settings';
import { describeEachDb, signedIn } from '../test/harness';

type Round = MethodResult<'games/getHistory'>['items'][number];
type Export = MethodResult<'games/gethistoryexportrequest'>[number];

describeEachDb('games methods of a signed-in player', (get) => {
  const call = async (method: string, opts: { cookie?: string; query?: string; body?: Record<string, unknown> } = {}) => {
    const res = await get().app.inject({
      method: opts.body ? 'POST' : 'GET',
      url: `/api/${method}${opts.query ? `?${opts.query}` : ''}`,
      payload: opts.body,
      headers: opts.cookie ? { cookie: opts.cookie } : {},
    });
    return { status: res.statusCode, body: res.json() as { data?: unknown; error?: { type: string; error_data: unknown } } };
  };
  const data = async <T>(method: string, opts: Parameters<typeof call>[1] = {}) => {
    const { status, body } = await call(method, opts);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data as T;
  };

  let userSeq = 0;
  /** A new player with a session, so each test starts from nothing. */
  const newPlayer = async () => {
    userSeq += 1;
    const [row] = await get().database.db.insert(users).values({ login: `games-player-${userSeq}-${Date.now()}@example.com`, fakename: `Player${userSeq}` }).returning({ uid: users.uid });
    return { uid: row!.uid, cookie: await signedIn(get(), row!.uid) };
  };
  const gameId = async (sysname: string) => (await get().database.db.select({ id: games.id }).from(games).where(eq(games.sysname, sysname)))[0]!.id;

  it('signed-in-only methods answer AuthorizationException to guests', async () => {
    const guestCalls: Parameters<typeof call>[] = [
      ['games/getLikes'],
      ['games/addLike', { body: { sysname: 'mines' } }],
      ['games/removeLike', { body: { sysname: 'mines' } }],
      ['games/getHistory'],
      ['games/createhistoryexportrequest', { body: {} }],
      ['games/gethistoryexportrequest'],
      ['freespins/get'],
    ];
    for (const [method, opts] of guestCalls) {
      const { status, body } = await call(method, opts);
      expect(status, method).toBe(401);
      expect(body.error, method).toEqual({ type: 'AuthorizationException', error_data: null });
    }
  });

  it('likes: add and remove are idempotent, the latest liked first; unknown games are InvalidParameter on sysname', async () => {
    const { cookie } = await newPlayer();
    expect(await data('games/getLikes', { cookie })).toEqual([]);
    expect(await data('games/addLike', { cookie, body: { sysname: 'mines' } })).toBe(1);
    expect(await data('games/addLike', { cookie, body: { sysname: 'mines' } })).toBe(1);
    expect(await data('games/addLike', { cookie, body: { sysname: 'sun-temple-riches' } })).toBe(1);
    const likes = await data<string[]>('games/getLikes', { cookie });
    expect([...likes].sort()).toEqual(['mines', 'sun-temple-riches']);
    expect(await data('games/removeLike', { cookie, body: { sysname: 'mines' } })).toBe(1);
    expect(await data('games/removeLike', { cookie, body: { sysname: 'mines' } })).toBe(1);
    expect(await data('games/getLikes', { cookie })).toEqual(['sun-temple-riches']);

    for (const method of ['games/addLike', 'games/removeLike']) {
      const unknown = await call(method, { cookie, body: { sysname: 'no-such-game' } });
      expect(unknown.status).toBe(422);
      expect(unknown.body.error).toEqual({ type: 'InvalidParameterException', error_data: { sysname: ['not_found'] } });
      const missing = await call(method, { cookie, body: {} });
      expect(missing.body.error).toEqual({ type: 'InvalidParameterException', error_data: { sysname: ['required'] } });
    }
  });

  /** Rounds as the engine writes them: a seed pair (one revealed) and rounds of both modes over three days. */
  async function playRounds(uid: number) {
    const db = get().database.db;
    const owner = `u:${uid}`;
    const [old, current] = await db
      .insert(gameSeeds)
      .values([
        { owner, serverSeed: 'a'.repeat(64), serverSeedHash: 'hash-old', clientSeed: 'client-old', nonce: 2, isActive: false, revealedAt: new Date('2026-03-02T00:00:00Z') },
        { owner, serverSeed: 'b'.repeat(64), serverSeedHash: 'hash-new', clientSeed: 'client-new', nonce: 3 },
      ])
      .returning({ id: gameSeeds.id });
    const [slot, hilo] = [await gameId('sun-temple-riches'), await gameId('hi-lo-classic')];
    const round = (seedId: number, nonce: number, at: string, extra: Partial<typeof gameRounds.$inferInsert> = {}) => ({
      userId: uid, owner, gameId: slot, mode: 'real' as const, currency: 'USD', bet: 100n, win: 0n, balance: 'main', seedId, nonce, outcome: {}, idempotencyKey: `k-${seedId}-${nonce}`, createdAt: new Date(at), ...extra,
    });
    await db.insert(gameRounds).values([
      round(old!.id, 0, '2026-03-01T10:00:00Z', { win: 250n }),
      round(old!.id, 1, '2026-03-01T23:59:59Z', { mode: 'demo', balance: 'fun', bet: 1000n, gameId: hilo }),
      round(current!.id, 0, '2026-03-02T00:00:00Z', { bet: 20n, win: 40n, balance: 'none', freespinPackId: 1 }),
      round(current!.id, 1, '2026-03-03T12:00:00Z', { bet: 150n, win: 1234n }),
      round(current!.id, 2, '2026-03-03T13:00:00Z', { mode: 'demo', balance: 'fun' }),
    ]);
  }

  it('getHistory answers the player\'s rounds newest first with fair-play inputs, the server seed once revealed', async () => {
    const { uid, cookie } = await newPlayer();
    const other = await newPlayer();
    await playRounds(uid);
    await playRounds(other.uid);
    const all = await data<{ items: Round[]; total: number; offset: number; count: number }>('games/getHistory', { cookie });
    expect(all).toMatchObject({ total: 5, offset: 0, count: 5 });
    expect(all.items.map((r) => r.created_at)).toEqual(['2026-03-03T13:00:00.000Z', '2026-03-03T12:00:00.000Z', '2026-03-02T00:00:00.000Z', '2026-03-01T23:59:59.000Z', '2026-03-01T10:00:00.000Z']);
    expect(all.items[1]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      game: { sysname: 'sun-temple-riches', name: 'Sun Temple Riches' },
      mode: 'real',
      bet: { amount: 1.5, currency: 'USD' },
      win: { amount: 12.34, currency: 'USD' },
      created_at: '2026-03-03T12:00:00.000Z',
      fair: { server_seed_hash: 'hash-new', client_seed: 'client-new', nonce: 1, server_seed: null },
      is_freespin: false,
    });
    expect(all.items[2]!.is_freespin).toBe(true);
    expect(all.items[3]).toMatchObject({ game: { sysname: 'hi-lo-classic' }, mode: 'demo', fair: { server_seed_hash: 'hash-old', client_seed: 'client-old', nonce: 1, server_seed: 'a'.repeat(64) } });
  });

  it('getHistory filters by mode and inclusive UTC day range, pages with the total, rejects bad dates', async () => {
    const { uid, cookie } = await newPlayer();
    await playRounds(uid);
    const history = (query: string) => data<{ items: Round[]; total: number; count: number }>('games/getHistory', { cookie, query });
    expect((await history('mode=demo')).items.map((r) => r.mode)).toEqual(['demo', 'demo']);
    expect((await history('mode=real')).total).toBe(3);
    const day = await history('date_from=2026-03-01&date_to=2026-03-01');
    expect(day.items.map((r) => r.created_at)).toEqual(['2026-03-01T23:59:59.000Z', '2026-03-01T10:00:00.000Z']);
    expect((await history('date_from=2026-03-02')).total).toBe(3);
    expect((await history('date_to=2026-03-02&mode=real')).total).toBe(2);
    const paged = await history('offset=1&count=2');
    expect(paged).toMatchObject({ total: 5, count: 2 });
    expect(paged.items.map((r) => r.created_at)).toEqual(['2026-03-03T12:00:00.000Z', '2026-03-02T00:00:00.000Z']);

    const bad = await call('games/getHistory', { cookie, query: 'date_from=2026-02-30&date_to=yesterday&mode=live' });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toEqual({ type: 'InvalidParameterException', error_data: { mode: ['invalid_value'] } });
    const dates = await call('games/getHistory', { cookie, query: 'date_from=2026-02-30&date_to=yesterday' });
    expect(dates.body.error).toEqual({ type: 'InvalidParameterException', error_data: { date_from: ['invalid_date'], date_to: ['invalid_date'] } });
    const reversed = await call('games/getHistory', { cookie, query: 'date_from=2026-03-03&date_to=2026-03-01' });
    expect(reversed.body.error).toEqual({ type: 'InvalidParameterException', error_data: { date_to: ['before_date_from'] } });
  });

  it('history export: queued pending, produced in the background, listed ready with a URL, downloadable by its owner only', async () => {
    const { uid, cookie } = await newPlayer();
    const stranger = await newPlayer();
    await playRounds(uid);
    const created = await data<Export>('games/createhistoryexportrequest', { cookie, body: { mode: 'real', date_from: '2026-03-01' } });
    expect(created).toEqual({ id: expect.any(Number), status: 'pending', created_at: expect.any(String), completed_at: null, row_count: null, url: null });
    await exportsSettled();
    const [ready] = await data<Export[]>('games/gethistoryexportrequest', { cookie, query: `id=${created.id}` });
    expect(ready).toMatchObject({ id: created.id, status: 'ready', row_count: 3, url: `/games/history-exports/${created.id}.csv` });
    expect(ready!.completed_at).not.toBeNull();

    const second = await data<Export>('games/createhistoryexportrequest', { cookie, body: {} });
    await exportsSettled();
    expect((await data<Export[]>('games/gethistoryexportrequest', { cookie })).map((e) => [e.id, e.status, e.row_count])).toEqual([[second.id, 'ready', 5], [created.id, 'ready', 3]]);
    expect(await data('games/gethistoryexportrequest', { cookie: stranger.cookie })).toEqual([]);
    expect(await data('games/gethistoryexportrequest', { cookie: stranger.cookie, query: `id=${created.id}` })).toEqual([]);

    const download = await get().app.inject({ url: ready!.url!, headers: { cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="game-history-${created.id}.csv"`);
    const lines = download.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,date,game,mode,bet,win,currency,server_seed_hash,client_seed,nonce');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^\d+,2026-03-03T12:00:00\.000Z,Sun Temple Riches,real,1\.50,12\.34,USD,hash-new,client-new,1$/);
    expect((await get().app.inject({ url: ready!.url!, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    expect((await get().app.inject({ url: ready!.url! })).statusCode).toBe(401);
    expect((await get().app.inject({ url: '/games/history-exports/999999.csv', headers: { cookie } })).statusCode).toBe(404);
  });

  it('history export: exports left pending by a stopped process are produced at start', async () => {
    const { uid, cookie } = await newPlayer();
    await playRounds(uid);
    const db = get().database.db;
    const [left] = await db.insert(gameHistoryExports).values({ userId: uid, params: { mode: 'demo' } }).returning({ id: gameHistoryExports.id });
    expect(await resumeExports(db)).toBeGreaterThanOrEqual(1);
    await exportsSettled();
    expect(await data('games/gethistoryexportrequest', { cookie, query: `id=${left!.id}` })).toEqual([expect.objectContaining({ status: 'ready', row_count: 2 })]);
  });

  it('history export: bad dates are InvalidParameter; AccessDenied while the operator has exports off', async () => {
    const { cookie } = await newPlayer();
    const bad = await call('games/createhistoryexportrequest', { cookie, body: { date_from: '2026-13-01' } });
    expect(bad.body.error).toEqual({ type: 'InvalidParameterException', error_data: { date_from: ['invalid_date'] } });
    expect(await data('games/gethistoryexportrequest', { cookie })).toEqual([]);
    const db = get().database.db;
    const info = await readSetting(db, 'general_info');
    await writeSetting(db, 'general_info', { ...info, is_game_history_export_enabled: false });
    try {
      const off = await call('games/createhistoryexportrequest', { cookie, body: {} });
      expect(off.status).toBe(403);
      expect(off.body.error).toEqual({ type: 'AccessDeniedException', error_data: { reason: 'history_export_disabled' } });
    } finally {
      await writeSetting(db, 'general_info', info);
    }
  });

  it('freespins/get answers live packs with spins left (the demo player\'s seeded one), honouring count', async () => {
    const demo = await signedIn(get());
    const [seeded] = await data<MethodResult<'freespins/get'>>('freespins/get', { cookie: demo, query: 'fields=description' });
    expect(seeded).toMatchObject({ game: { sysname: 'sun-temple-riches' }, remaining_count: 10, total_count: 10, bet: { amount: 0.2, currency: 'USD' } });
    expect(seeded!.description).toMatchObject({ title: '10 free spins' });
    const [plain] = await data<MethodResult<'freespins/get'>>('freespins/get', { cookie: demo });
    expect(plain!.description).toBeUndefined(); // only when `fields` asks for it
    const [localized] = await data<MethodResult<'freespins/get'>>('freespins/get', { cookie: demo, query: 'locale=pt-BR&fields=description' });
    expect(localized!.description).toMatchObject({ title: '10 giros grátis' });

    const { uid, cookie } = await newPlayer();
    const db = get().database.db;
    const slot = await gameId('aurora-wilds');
    const pack = (extra: Partial<typeof freespinPacks.$inferInsert>) => ({ userId: uid, gameId: slot, totalCount: 5, remainingCount: 5, bet: 10n, currency: 'USD', ...extra });
    await db.insert(freespinPacks).values([
      pack({ expiresAt: new Date('2099-01-01T00:00:00Z') }),
      pack({ expiresAt: null, remainingCount: 2 }),
      pack({ remainingCount: 0 }),
      pack({ expiresAt: new Date('2020-01-01T00:00:00Z') }),
    ]);
    const packs = await data<MethodResult<'freespins/get'>>('freespins/get', { cookie });
    expect(packs.map((p) => p.remaining_count)).toEqual([5, 2]);
    // status: the used-up and expired packs are the finished ones; all lists every pack
    expect((await data<MethodResult<'freespins/get'>>('freespins/get', { cookie, query: 'status=finished' })).map((p) => p.remaining_count).sort()).toEqual([0, 5]);
    expect(await data<unknown[]>('freespins/get', { cookie, query: 'status=all' })).toHaveLength(4);
    expect((await call('freespins/get', { cookie, query: 'status=used' })).body.error).toMatchObject({ type: 'InvalidParameterException', error_data: { status: expect.any(Array) } });
    expect(packs.every((p) => p.game.sysname === 'aurora-wilds')).toBe(true);
    expect(await data<unknown[]>('freespins/get', { cookie, query: 'count=1' })).toHaveLength(1);
    expect((await call('freespins/get', { cookie, query: 'count=0' })).body.error).toEqual({ type: 'InvalidParameterException', error_data: { count: expect.any(Array) } });
  });
});
