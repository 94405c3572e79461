import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { describeEachDb, multipart } from '../test/harness';

describeEachDb('dispatch /api/{method}', (get) => {
  const inject = (options: InjectOptions) => get().app.inject(options);

  it('answers { data } for a known method', async () => {
    const res = await inject({ method: 'GET', url: '/api/metadata/getgeneralinfo?v=2.34&locale=en-US' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().data.default_currency).toBe('USD');
  });

  it('matches method names case-insensitively', async () => {
    for (const url of ['/api/GETINFO', '/api/getinfo', '/api/Metadata/GetGeneralInfo', '/api/jackpots/get']) {
      expect((await inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('answers MethodNotFound (404) for unknown methods', async () => {
    for (const url of ['/api/nope', '/api/games/nope', '/api/loyalty/nope', '/api/wheel/nope', '/api/']) {
      const method = url === '/api/loyalty/nope' ? 'POST' : 'GET';
      const res = await inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: { type: 'MethodNotFoundException', error_data: null } });
    }
  });

  it('refuses the wrong verb with InvalidRequest 405 and an Allow header', async () => {
    const post = await inject({ method: 'POST', url: '/api/getInfo' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect(post.json().error).toEqual({ type: 'InvalidRequestException', error_data: { reason: 'method_not_allowed', allow: 'GET' } });
    const get = await inject({ method: 'GET', url: '/api/storage/set?key=a&value=b' });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
    expect((await inject({ method: 'DELETE', url: '/api/getInfo' })).statusCode).toBe(405);
    expect((await inject({ method: 'HEAD', url: '/api/getInfo' })).statusCode).toBe(200);
  });

  it('reports invalid params as InvalidParameter with codes per field', async () => {
    const res = await inject({ method: 'GET', url: '/api/games/get?count=ten&types=slot,poker&options=%7Bnope&order=up' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: {
        type: 'InvalidParameterException',
        error_data: { count: ['not_integer'], types: ['invalid_value'], options: ['invalid_json'], order: ['invalid_value'] },
      },
    });
    const missing = await inject({ method: 'GET', url: '/api/campaigns/getOffer?offer_id=' });
    expect(missing.json().error.error_data).toEqual({ offer_id: ['required'] });
  });

  it('reads POST params from multipart, urlencoded and JSON bodies, query merged under the body', async () => {
    // storage/set validates its params before it asks for a session
    const bodies = [
      await multipart({ key: '' }),
      { payload: 'key=', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { payload: JSON.stringify({ key: '' }), headers: { 'content-type': 'application/json' } },
    ];
    for (const body of bodies) {
      const res = await inject({ method: 'POST', url: '/api/storage/set?key=fromquery', ...body });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.error_data).toEqual({ key: ['required'] });
    }
  });

  it('never answers 500 to garbage', async () => {
    const garbage = [
      { headers: { 'content-type': 'application/json' }, payload: '{"key": ' },
      { headers: { 'content-type': 'application/json' }, payload: '[1,2,3]' },
      { headers: { 'content-type': 'application/json' }, payload: '"text"' },
      { headers: { 'content-type': 'application/json' }, payload: '{"__proto__": {"x": 1}}' },
      { headers: { 'content-type': 'multipart/form-data; boundary=abc' }, payload: '--abc\r\nContent-Disposition: form-data; name="key"\r\n\r\nvalue' },
      { headers: { 'content-type': 'multipart/form-data' }, payload: 'no boundary at all' },
      { headers: { 'content-type': 'multipart/form-data; boundary=zzz' }, payload: Buffer.from([0, 255, 1, 254, 13, 10]) },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '%%%=%%%&&&' },
      { headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
      { headers: { 'content-type': 'text/plain' }, payload: 'hello' },
      { headers: { 'content-type': '' }, payload: 'x' },
    ];
    for (const [i, body] of garbage.entries()) {
      const res = await inject({ method: 'POST', url: '/api/storage/set', ...body });
      expect(res.statusCode, `case ${i}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `case ${i}: ${res.body}`).toBeLessThan(500);
      expect(['InvalidRequestException', 'InvalidParameterException', 'AuthorizationException'], `case ${i}`).toContain(res.json().error.type);
    }
    for (const url of ['/api/%E0%A4%A', '/api/games/get?count=%zz', '/api/games/get?types[]=slot&types[]=live', '/api/games/get?offset=-1&count=0']) {
      const res = await inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it('refuses bodies over 1 MB with 413 InvalidRequest', async () => {
    const big = 'x'.repeat(1024 * 1024 + 10);
    const bodies = [
      { headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ key: 'k', value: big }) },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `key=k&value=${big}` },
      await multipart({ key: 'k', value: big }),
    ];
    for (const body of bodies) {
      const res = await inject({ method: 'POST', url: '/api/storage/set', ...body });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: { type: 'InvalidRequestException', error_data: { reason: 'body_too_large' } } });
    }
  });

  it('refuses a multipart field over the field limit even without a Content-Length', async () => {
    const { payload, headers } = await multipart({ key: 'k', value: 'y'.repeat(70 * 1024) });
    const res = await inject({ method: 'POST', url: '/api/storage/set', headers: { ...headers, 'transfer-encoding': 'chunked' }, payload });
    expect(res.statusCode).toBe(413);
  });

  it('refuses POSTs from a foreign Origin, accepts its own host and no Origin', async () => {
    const foreign = await inject({ method: 'POST', url: '/api/logout', headers: { origin: 'https://evil.example', host: 'casino.test' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.type).toBe('AccessDeniedException');
    expect((await inject({ method: 'POST', url: '/api/storage/set', headers: { origin: 'null', host: 'casino.test' } })).statusCode).toBe(403);
    const own = await inject({ method: 'POST', url: '/api/storage/set', headers: { origin: 'http://casino.test', host: 'casino.test' }, payload: { key: 'a' } });
    expect(own.json().error.type).toBe('AuthorizationException');
    const none = await inject({ method: 'POST', url: '/api/storage/set', payload: { key: 'a' } });
    expect(none.json().error.type).toBe('AuthorizationException');
    const getForeign = await inject({ method: 'GET', url: '/api/getInfo', headers: { origin: 'https://evil.example' } });
    expect(getForeign.statusCode).toBe(200);
  });

  it('answers other unknown paths with a MethodNotFound envelope', async () => {
    const res = await inject({ method: 'GET', url: '/oauth/unknown?service=x' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.type).toBe('MethodNotFoundException');
  });
});
