// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { api, failure, ok, setupApiServer } from '@/tests/fixtures/msw';
import { sessionRefOfToken } from './runtime';

const server = setupApiServer();
const hash = 'ab'.repeat(32);

describe('sessionRefOfToken (a player shell’s chat reference)', () => {
  it('is the first 32 hex digits of the session hash a socket token names: what the layout hands the chat', async () => {
    server.use(api.get('getToken', () => ok({ token: `r4nd0m.${hash}` })));
    await expect(sessionRefOfToken()).resolves.toBe(hash.slice(0, 32));
  });

  it('is empty for a token of another shape or when no token is given', async () => {
    server.use(api.get('getToken', () => ok({ token: 'opaque-token' })));
    await expect(sessionRefOfToken()).resolves.toBe('');
    server.use(api.get('getToken', () => failure('AuthorizationException')));
    await expect(sessionRefOfToken()).resolves.toBe('');
  });
});
