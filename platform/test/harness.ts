import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { readEnv, type Env } from '@/lib/config';
import { IN_MEMORY } from '../db/client';
import { overlapWatch } from '../db/prepared';
import { users } from '../db/schema';
import { createLogger } from '../logger';
import { DEMO_LOGIN } from '../seed';
import { createPlatform, type Platform } from '../server';
import { SESSION_COOKIE, sessions } from '../services/sessions';
import { POSTGRES_URL, backends, freshDatabase, type Backend } from './databases';
import { migratedPglite } from './template';

export type TestPlatform = Platform & { backend: Backend };

/** Env for a test platform: quiet, in memory, seeded; nothing inherited from the shell. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: IN_MEMORY, SEED_DEMO: 'true', CATALOGUE_CACHE_SECONDS: '0', ...overrides });
}

/** A seeded platform on a fresh database of `backend` (a new PostgreSQL database per call). */
export async function startPlatform(backend: Backend, overrides: Record<string, string> = {}): Promise<TestPlatform> {
  const fresh = backend === 'postgres' ? await freshDatabase(POSTGRES_URL!) : null;
  const env = testEnv({ ...overrides, ...(fresh && { DATABASE_URL: fresh.url }) });
  const database = backend === 'pglite' ? await migratedPglite() : undefined;
  const platform = await createPlatform({ env, logger: createLogger(env), database, busChannel: `test:${randomBytes(4).toString('hex')}` });
  return {
    ...platform,
    backend,
    async close() {
      await platform.close();
      await fresh?.drop();
    },
  };
}

let announced = false;

/**
 * A query sent to a PostgreSQL connection while it runs another (a Promise.all on a transaction;
 * platform/db/reads.ts says why it must not happen) fails the PostgreSQL runs.
 */
const concurrentQueries: string[] = [];
overlapWatch.onOverlap = (text) => void concurrentQueries.push(text.slice(0, 200));

/**
 * Runs `suite` once per database backend: in-memory PGlite always, PostgreSQL when DATABASE_URL
 * is set (else the PostgreSQL run is skipped with a message). `get()` returns the suite's platform;
 * `overrides` are env values for it (e.g. TELEGRAM_BOT_TOKEN).
 */
export function describeEachDb(name: string, suite: (get: () => TestPlatform) => void, overrides: Record<string, string> = {}) {
  if (!POSTGRES_URL) {
    if (!announced) console.info('PostgreSQL runs skipped: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run them.');
    announced = true;
    describe.skip(`${name} [postgres: skipped, DATABASE_URL not set]`, () => suite(() => undefined as never));
  }
  for (const backend of backends()) {
    describe(`${name} [${backend}]`, () => {
      let platform: TestPlatform;
      beforeAll(async () => {
        platform = await startPlatform(backend, overrides);
      });
      afterAll(async () => {
        await platform?.close();
        if (backend === 'postgres') expect(concurrentQueries, 'concurrent queries on one PostgreSQL connection (a Promise.all in a transaction?)').toEqual([]);
      });
      suite(() => platform);
    });
  }
}

/** The demo player's uid. */
export async function demoUid(platform: Platform): Promise<number> {
  const [row] = await platform.database.db.select({ uid: users.uid }).from(users).where(sql`lower(${users.login}) = ${DEMO_LOGIN}`);
  return row!.uid;
}

/** A Cookie header signing the given user (the demo player by default) in. */
export async function signedIn(platform: Platform, uid?: number): Promise<string> {
  const { id } = await sessions.create(platform.database.db, uid ?? (await demoUid(platform)));
  return `${SESSION_COOKIE}=${id}`;
}

/** A multipart body and its Content-Type, as a browser's FormData would send it. */
export async function multipart(fields: Record<string, string | Blob>): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

let ipSeq = 0;

/** A new client address (sent as X-Forwarded-For, which the platform trusts from loopback): rate limits count apart. */
export function freshIp(): string {
  ipSeq += 1;
  return `198.51.${Math.floor(ipSeq / 250) % 250}.${(ipSeq % 250) + 1}`;
}

/** The newest outbox message to `to` through GET /api/dev/outbox. */
export async function lastMessage(platform: Platform, to: string): Promise<{ code: string | null; template: string; channel: string; subject: string; body: string } | undefined> {
  const res = await platform.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return res.json().data[0];
}
