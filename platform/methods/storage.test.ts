import { expect, it } from 'vitest';
import { users } from '../db/schema';
import { STORAGE_QUOTA } from '../services/storage';
import { describeEachDb, multipart, signedIn } from '../test/harness';

describeEachDb('storage methods', (get) => {
  const set = async (cookie: string, fields: Record<string, string>) => {
    const body = await multipart(fields);
    return get().app.inject({ method: 'POST', url: '/api/storage/set', headers: { ...body.headers, cookie }, payload: body.payload });
  };
  const read = async (url: string, cookie: string) => (await get().app.inject({ url, headers: { cookie } })).json();

  it('needs a session', async () => {
    expect((await get().app.inject({ url: '/api/storage/getKeys' })).json().error.type).toBe('AuthorizationException');
    expect((await set('', { key: 'a', value: 'b' })).json().error.type).toBe('AuthorizationException');
  });

  it('stores, reads, overwrites and removes values per user', async () => {
    const cookie = await signedIn(get());
    expect((await set(cookie, { key: 'theme', value: 'dark' })).json()).toEqual({ data: 1 });
    expect((await set(cookie, { key: 'seen_cashback', value: '7' })).json()).toEqual({ data: 1 });
    expect((await set(cookie, { key: 'theme', value: 'light' })).json()).toEqual({ data: 1 });
    expect(await read('/api/storage/getKeys', cookie)).toEqual({ data: ['seen_cashback', 'theme'] });
    expect(await read('/api/storage/get?keys=theme,missing', cookie)).toEqual({ data: { theme: 'light' } });
    expect(await read('/api/storage/get', cookie)).toEqual({ data: { theme: 'light', seen_cashback: '7' } });
    expect((await set(cookie, { key: 'theme', value: '' })).json()).toEqual({ data: 1 });
    expect(await read('/api/storage/getKeys', cookie)).toEqual({ data: ['seen_cashback'] });

    // a second player sees none of the first one's keys
    const [other] = await get().database.db.insert(users).values({ login: 'other@example.com' }).returning();
    expect(await read('/api/storage/getKeys', await signedIn(get(), other!.uid))).toEqual({ data: [] });
  });

  it('refuses writes past the quota with StorageQuotaExceeded, still allowing overwrites', async () => {
    const cookie = await signedIn(get());
    const big = 'x'.repeat(16_000);
    let refused: { statusCode: number; json(): { error: { type: string } } } | undefined;
    for (let i = 0; i < 10 && !refused; i++) {
      const res = await set(cookie, { key: `big${i}`, value: big });
      if (res.statusCode !== 200) refused = res;
    }
    expect(refused?.statusCode).toBe(422);
    expect(refused?.json().error).toEqual({ type: 'StorageQuotaExceededException', error_data: { keys: STORAGE_QUOTA.keys, bytes: STORAGE_QUOTA.bytes } });
    expect((await set(cookie, { key: 'big0', value: 'small' })).statusCode).toBe(200);

    for (const key of (await read('/api/storage/getKeys', cookie)).data as string[]) await set(cookie, { key, value: '' });
    for (let i = 0; i < STORAGE_QUOTA.keys; i++) expect((await set(cookie, { key: `k${i}`, value: '1' })).statusCode).toBe(200);
    expect((await set(cookie, { key: 'one-too-many', value: '1' })).json().error.type).toBe('StorageQuotaExceededException');
  });

  it('validates key and value length', async () => {
    const cookie = await signedIn(get());
    const res = await set(cookie, { key: 'k'.repeat(200), value: 'v'.repeat(17_000) });
    expect(res.json().error).toEqual({ type: 'InvalidParameterException', error_data: { key: ['too_big'], value: ['too_big'] } });
  });
});
