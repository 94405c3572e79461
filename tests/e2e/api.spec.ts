import { expect, test } from './fixtures';

test('anonymous getInfo answers uid 0', async ({ request }) => {
  const body = await (await request.get('/api/getInfo?v=2.34&locale=en-US')).json();
  expect(body.data.uid).toBe(0);
});

test('unknown methods and bad parameters get the error envelope, never a 500', async ({ request, baseURL }) => {
  const unknown = await request.get('/api/noSuchMethod');
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).error.type).toBe('MethodNotFoundException');

  const bad = await request.get('/api/games/get?count=-5');
  expect(bad.status()).toBe(422);
  const error = (await bad.json()).error;
  expect(error.type).toBe('InvalidParameterException');
  expect(error.error_data).toHaveProperty('count');

  const garbage = await request.post('/api/storage/set', {
    headers: { 'content-type': 'multipart/form-data; boundary=zzz', origin: new URL(baseURL!).origin },
    data: Buffer.from('--zzz\r\nnot really multipart'),
  });
  expect(garbage.status()).toBeLessThan(500);
});

test('locales, messages, build and health endpoints', async ({ request }) => {
  const locales = await (await request.get('/nfx/i18n/locales')).json();
  expect(locales.defaultLocale).toBe('en-US');
  expect(locales.locales.map((l: { code: string }) => l.code)).toEqual(expect.arrayContaining(['en-US', 'pt-BR', 'es-ES', 'ar']));
  const messages = await (await request.get('/nfx/i18n/messages/pt-BR')).json();
  expect(Object.keys(messages).length).toBeGreaterThan(0);
  expect(await (await request.get('/nfx/i18n/messages/zz-ZZ')).json()).toEqual({});
  expect((await (await request.get('/builds/latest.json')).json()).buildId).toBeTruthy();
  expect((await request.get('/hit?referer=x&track_id=td_abc')).headers()['content-type']).toMatch(/image\/gif/);
});
