// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/errors';
import { API_VERSION, createApi, createServerApi, installInProcessPlatform, type Transport } from '.';

const ORIGIN = 'http://platform.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const transport = (over: Partial<Transport> = {}): Transport => ({
  send: (path, init) => fetch(`${ORIGIN}${path}`, init),
  locale: () => 'pt-BR',
  embedded: () => false,
  ...over,
});

/** Records the request the handler saw and answers `{ data }`. */
function capture(data: unknown = 1) {
  const seen: { request?: Request; form?: FormData } = {};
  server.use(
    http.all(`${ORIGIN}/api/*`, async ({ request }) => {
      seen.request = request.clone();
      if (request.method === 'POST') seen.form = await request.formData();
      return HttpResponse.json({ data });
    }),
  );
  return seen;
}

describe('request building (SPEC §7)', () => {
  it('sends a GET to /api/{method} with v, locale and the params in the query', async () => {
    const seen = capture({ items: [], total: 0, offset: 0, count: 5 });
    const api = createApi(transport());
    await api.call('games/get', { count: 5, types: ['slot', 'live'], query: null as unknown as undefined, sort: undefined, options: { has_demo: true } });
    const url = new URL(seen.request!.url);
    expect(seen.request!.method).toBe('GET');
    expect(url.pathname).toBe('/api/games/get');
    expect([...url.searchParams]).toEqual([
      ['v', API_VERSION],
      ['locale', 'pt-BR'],
      ['count', '5'],
      ['types', 'slot,live'],
      ['options', '{"has_demo":true}'],
    ]);
    expect(seen.request!.headers.get('x-client')).toBe('casino-site');
  });

  it('adds strict=0 when the page is embedded in a frame', async () => {
    const seen = capture({});
    await createApi(transport({ embedded: () => true, locale: () => undefined })).call('getInfo');
    expect(new URL(seen.request!.url).search).toBe(`?v=${API_VERSION}&strict=0`);
  });

  it('sends a POST body as multipart, null and empty as empty text, undefined left out', async () => {
    const seen = capture(1);
    const api = createApi(transport());
    await api.call('register', { login: 'ana', password: 'secret1', promo_code: null as unknown as string, region: '', email: undefined, notify: true });
    expect(seen.request!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(new URL(seen.request!.url).search).toBe(`?v=${API_VERSION}&locale=pt-BR`);
    expect([...seen.form!.entries()]).toEqual([
      ['login', 'ana'],
      ['password', 'secret1'],
      ['promo_code', ''],
      ['region', ''],
      ['notify', '1'],
    ]);
  });

  it('asks for same-origin credentials and passes the abort signal', async () => {
    let init: RequestInit | undefined;
    const api = createApi(transport({ send: async (_path, i) => ((init = i), HttpResponse.json({ data: 1 })) }));
    const controller = new AbortController();
    await api.call('getInfo', {}, { signal: controller.signal });
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin', signal: controller.signal, body: undefined });
  });
});

describe('answers', () => {
  const api = createApi(transport());

  it('unwraps { data }', async () => {
    capture({ token: 'abc' });
    await expect(api.call('getToken')).resolves.toEqual({ token: 'abc' });
  });

  it('throws an ApiError from an error envelope', async () => {
    server.use(http.post(`${ORIGIN}/api/login`, () => HttpResponse.json({ error: { type: 'InvalidParameterException', error_data: { login: ['required'] } } }, { status: 422 })));
    const error = await api.call('login', { login: '', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ type: 'InvalidParameterException', status: 422, data: { login: ['required'] } });
  });

  it('throws an ApiError for a failed status without an envelope', async () => {
    server.use(http.get(`${ORIGIN}/api/getInfo`, () => new HttpResponse('<html>oops</html>', { status: 502 })));
    await expect(api.call('getInfo')).rejects.toMatchObject({ name: 'ApiError', type: 'ApplicationUnavailableException', status: 502 });
  });

  it('throws an ApiError for a success without data', async () => {
    server.use(http.get(`${ORIGIN}/api/getInfo`, () => HttpResponse.json({ nothing: true })));
    await expect(api.call('getInfo')).rejects.toMatchObject({ type: 'UnknownErrorException', status: 200 });
  });

  it('throws an ApiError with status 0 on network failure and on abort', async () => {
    server.use(http.get(`${ORIGIN}/api/getInfo`, () => HttpResponse.error()));
    await expect(api.call('getInfo')).rejects.toMatchObject({ name: 'ApiError', status: 0, data: { reason: 'network' } });
    const controller = new AbortController();
    controller.abort();
    await expect(api.call('getInfo', {}, { signal: controller.signal })).rejects.toMatchObject({ name: 'ApiError', status: 0, data: { reason: 'aborted' } });
  });
});

describe('createServerApi', () => {
  it('calls the platform origin as the visitor: forwards cookie, language and agent only, never the address the visitor wrote', async () => {
    const seen = capture({});
    const incoming = new Headers({
      cookie: 'sid=abc',
      'accept-language': 'es-ES',
      'user-agent': 'Bot/1',
      'x-forwarded-for': '203.0.113.9',
      authorization: 'Bearer nope',
      'x-next-intl-locale': 'es-ES',
    });
    await createServerApi(incoming, { origin: ORIGIN }).call('getInfo');
    const headers = seen.request!.headers;
    expect(headers.get('cookie')).toBe('sid=abc');
    expect(headers.get('accept-language')).toBe('es-ES');
    expect(headers.get('user-agent')).toBe('Bot/1');
    // the address is the one the server trusts, from the request store (lib/api/server.test.ts); none here
    expect(headers.get('x-forwarded-for')).toBeNull();
    expect(headers.get('authorization')).toBeNull();
    expect(headers.get('x-client')).toBe('casino-site');
    expect(new URL(seen.request!.url).searchParams.get('locale')).toBe('es-ES');
  });

  it('defaults to INTERNAL_ORIGIN (loopback to server.ts)', async () => {
    const before = process.env.INTERNAL_ORIGIN;
    process.env.INTERNAL_ORIGIN = ORIGIN;
    try {
      capture({ ok: true });
      await expect(createServerApi(new Headers()).call('metadata/get')).resolves.toEqual({ ok: true });
    } finally {
      process.env.INTERNAL_ORIGIN = before;
    }
  });

  it('asks the platform once per request for the same GET, however many components ask; POSTs always go', async () => {
    let gets = 0;
    let posts = 0;
    server.use(
      http.get(`${ORIGIN}/api/getInfo`, () => {
        gets += 1;
        return HttpResponse.json({ data: { uid: 7 } });
      }),
      http.post(`${ORIGIN}/api/storage/set`, () => {
        posts += 1;
        return HttpResponse.json({ data: 1 });
      }),
    );
    const request = new Headers({ cookie: 'sid=abc' });
    const [a, b] = await Promise.all([createServerApi(request, { origin: ORIGIN }).call('getInfo'), createServerApi(request, { origin: ORIGIN }).call('getInfo')]);
    expect(a).toEqual({ uid: 7 });
    expect(b).toEqual({ uid: 7 });
    await createServerApi(request, { origin: ORIGIN }).call('getInfo');
    expect(gets).toBe(1);
    // another request (another headers object) asks again
    await createServerApi(new Headers({ cookie: 'sid=abc' }), { origin: ORIGIN }).call('getInfo');
    expect(gets).toBe(2);
    await createServerApi(request, { origin: ORIGIN }).call('storage/set', { key: 'k', value: 'v' } as never);
    await createServerApi(request, { origin: ORIGIN }).call('storage/set', { key: 'k', value: 'v' } as never);
    expect(posts).toBe(2);
  });

  it('takes GETs straight into an embedded platform when one is installed in this process; POSTs still go over HTTP', async () => {
    const seen: Array<{ url: string; headers: Record<string, string> }> = [];
    installInProcessPlatform(async (request) => {
      seen.push(request);
      return { status: 200, headers: { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] }, body: JSON.stringify({ data: { uid: 9 } }) };
    });
    const before = process.env.INTERNAL_ORIGIN;
    process.env.INTERNAL_ORIGIN = ORIGIN;
    let posts = 0;
    server.use(
      http.post(`${ORIGIN}/api/storage/set`, () => {
        posts += 1;
        return HttpResponse.json({ data: 1 });
      }),
    );
    try {
      const api = createServerApi(new Headers({ cookie: 'sid=abc', authorization: 'Bearer nope' }));
      await expect(api.call('getInfo')).resolves.toEqual({ uid: 9 });
      expect(seen).toHaveLength(1);
      expect(seen[0]!.url).toMatch(/^\/api\/getInfo\?/);
      expect(seen[0]!.headers.cookie).toBe('sid=abc');
      expect(seen[0]!.headers.authorization).toBeUndefined();
      await api.call('storage/set', { key: 'k', value: 'v' } as never);
      expect(posts).toBe(1);
      expect(seen).toHaveLength(1);
    } finally {
      installInProcessPlatform(undefined);
      process.env.INTERNAL_ORIGIN = before;
    }
  });
});
