import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createLocalBus } from '../realtime/bus';
import { SESSION_COOKIE } from '../services/sessions';
import { users } from '../db/schema';
import { testEnv } from '../test/harness';
import { migratedPglite } from '../test/template';
import { parseCookies, serializeCookie } from './cookies';
import { createContext } from './session';

describe('cookies', () => {
  it('parses a Cookie header, first occurrence winning, tolerating junk', () => {
    expect(parseCookies('a=1; b="two"; a=3; =x; c=%E0%A4%A; d=hello%20there')).toEqual({ a: '1', b: 'two', c: '%E0%A4%A', d: 'hello there' });
    expect(parseCookies(undefined)).toEqual({});
  });

  it('serialises a Set-Cookie value', () => {
    expect(serializeCookie('sid', 'a b', { httpOnly: true, secure: true, sameSite: 'Lax', maxAge: 10 })).toBe('sid=a%20b; Path=/; Max-Age=10; HttpOnly; Secure; SameSite=Lax');
  });
});

describe('signIn cookie', () => {
  let database: Database;
  beforeAll(async () => {
    database = await migratedPglite();
  });
  afterAll(() => database.close());

  async function signInCookie(nodeEnv: 'production' | 'development', proto: 'http' | 'https') {
    const env = testEnv({ NODE_ENV: nodeEnv });
    const [user] = await database.db.insert(users).values({ login: `${nodeEnv}-${proto}@example.com` }).returning();
    const app = Fastify({ trustProxy: true });
    app.get('/', async (request, reply) => {
      const ctx = await createContext(request, reply, { db: database.db, env, bus: createLocalBus() });
      await ctx.signIn(user!.uid);
      return { uid: ctx.user?.uid };
    });
    const res = await app.inject({ url: '/', headers: { 'x-forwarded-proto': proto } });
    return { cookie: String(res.headers['set-cookie']), body: res.json() };
  }

  it('is Secure only in production over https, so local http can sign in', async () => {
    const local = await signInCookie('production', 'http');
    expect(local.cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]{43}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax$`));
    expect(local.body.uid).toBeGreaterThan(0);
    expect((await signInCookie('production', 'https')).cookie).toContain('; Secure;');
    expect((await signInCookie('development', 'https')).cookie).not.toContain('Secure');
  });
});
