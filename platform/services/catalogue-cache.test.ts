import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import { cachedCatalogue } from './catalogue-cache';

const fakeDb = () => ({}) as Db;

describe('cachedCatalogue', () => {
  it('answers the same key from memory until the time is up, then asks again', async () => {
    const db = fakeDb();
    let clock = 0;
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    const ask = () => cachedCatalogue(db, 30, 'games/getCategories {}', load, () => clock);
    expect(await ask()).toEqual({ n: 1 });
    clock = 29_999;
    expect(await ask()).toEqual({ n: 1 });
    clock = 30_000;
    expect(await ask()).toEqual({ n: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps databases and keys apart, and never keeps a failure', async () => {
    const [a, b] = [fakeDb(), fakeDb()];
    expect(await cachedCatalogue(a, 30, 'k', async () => 'a')).toBe('a');
    expect(await cachedCatalogue(b, 30, 'k', async () => 'b')).toBe('b');
    expect(await cachedCatalogue(a, 30, 'other', async () => 'other')).toBe('other');
    await expect(cachedCatalogue(a, 30, 'bad', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cachedCatalogue(a, 30, 'bad', async () => 'recovered')).toBe('recovered');
  });

  it('with 0 seconds always asks the database', async () => {
    const db = fakeDb();
    const load = vi.fn(async () => 1);
    await cachedCatalogue(db, 0, 'k', load);
    await cachedCatalogue(db, 0, 'k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
