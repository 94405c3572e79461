import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_LOCALES } from '@/lib/i18n/locales';
import { hits } from '../db/schema';
import { createLogger } from '../logger';
import { createPlatform, type Platform } from '../server';
import { testEnv } from '../test/harness';
import { migratedPglite } from '../test/template';
import { PIXEL } from './hit';

/** A root with its own messages/ and .next/, so the answers do not depend on the working tree. */
function fixtureRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'platform-routes-'));
  mkdirSync(join(root, 'messages'));
  mkdirSync(join(root, '.next'));
  writeFileSync(join(root, 'messages/en-US.json'), JSON.stringify({ Home: { title: 'Hello' } }));
  writeFileSync(join(root, 'messages/es-ES.json'), '{ not json');
  writeFileSync(join(root, 'messages/ar.json'), '[1, 2]');
  writeFileSync(join(root, '.next/BUILD_ID'), 'build-123\n');
  return root;
}

describe('platform routes', () => {
  let platform: Platform;
  const root = fixtureRoot();
  beforeAll(async () => {
    const env = testEnv({ SEED_DEMO: 'false' });
    platform = await createPlatform({ env, logger: createLogger(env), database: await migratedPglite(), rootDir: root });
  });
  afterAll(async () => {
    await platform.close();
    rmSync(root, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) => platform.app.inject({ method: 'GET', url, headers });

  it('GET /nfx/i18n/locales answers { locales, defaultLocale }', async () => {
    const res = await get('/nfx/i18n/locales');
    expect(res.json()).toEqual(EMBEDDED_LOCALES);
    expect(res.json().defaultLocale).toBe('en-US');
  });

  it('GET /nfx/i18n/messages/{locale} answers the dictionary, {} when missing, invalid or unsafe', async () => {
    expect((await get('/nfx/i18n/messages/en-US')).json()).toEqual({ Home: { title: 'Hello' } });
    for (const locale of ['es-ES', 'ar', 'pt-BR', 'xx', '..%2F..%2Fpackage', '%2Fetc%2Fpasswd']) {
      const res = await get(`/nfx/i18n/messages/${locale}`);
      expect(res.statusCode, locale).toBe(200);
      expect(res.json(), locale).toEqual({});
    }
  });

  it('GET /hit records referer and tracking keys and answers a 1×1 GIF', async () => {
    const res = await get('/hit?referer=https%3A%2F%2Fsearch.example%2F&track_id=td_abc123&seon_session=s-1&utm_source=ads&utm_source=dup', {
      'user-agent': 'Test/1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.rawPayload.equals(PIXEL)).toBe(true);
    const [row] = await platform.database.db.select().from(hits).orderBy(desc(hits.id)).limit(1);
    expect(row).toMatchObject({
      referer: 'https://search.example/',
      trackKey: 'td',
      trackValue: 'abc123',
      seonSession: 's-1',
      query: { utm_source: 'ads' },
      userAgent: 'Test/1',
      userId: null,
    });
  });

  it('GET /hit keeps another track_id as is and takes the referer from the header', async () => {
    await get('/hit?track_id=partner-9', { referer: 'https://ref.example/page' });
    const [row] = await platform.database.db.select().from(hits).orderBy(desc(hits.id)).limit(1);
    expect(row).toMatchObject({ referer: 'https://ref.example/page', trackKey: 'track_id', trackValue: 'partner-9', seonSession: null, query: {} });
  });

  it('GET /builds/latest.json and /builds/meta/{id}.json answer the running build', async () => {
    const latest = await get('/builds/latest.json');
    expect(latest.json()).toEqual({ buildId: 'build-123', timestamp: expect.any(Number) });
    expect(latest.headers['cache-control']).toBe('no-store');
    expect((await get('/builds/meta/build-123.json')).json().buildId).toBe('build-123');
    expect((await get('/builds/meta/other.json')).statusCode).toBe(404);
  });

  it('GET /healthz answers ok after a database ping', async () => {
    const res = await get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('platform routes without a build or a database', () => {
  it('answers 404 for builds before the first build and 503 from /healthz when the database is gone', async () => {
    const env = testEnv({ SEED_DEMO: 'false' });
    const database = await migratedPglite();
    const platform = await createPlatform({ env, logger: createLogger(env), database, rootDir: mkdtempSync(join(tmpdir(), 'platform-empty-')) });
    expect((await platform.app.inject({ url: '/builds/latest.json' })).statusCode).toBe(404);
    await database.close();
    const res = await platform.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
    await platform.app.close();
  });
});
