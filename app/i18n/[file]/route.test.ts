// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { loadMessages, resetLocalesCache } from '@/lib/i18n';
import { messagesVersion, precompileMessages } from '@/lib/i18n/precompile';
import { setupApiServer } from '@/tests/fixtures/msw';
import { GET } from './route';

const server = setupApiServer();

beforeEach(() => {
  resetLocalesCache();
  server.use(
    http.get('*/nfx/i18n/locales', () => HttpResponse.json({ locales: [{ code: 'en-US' }, { code: 'ar' }], defaultLocale: 'en-US' })),
    http.get('*/nfx/i18n/messages/:locale', () => HttpResponse.json({})),
  );
});

const get = (file: string, query: string) => GET(new Request(`http://localhost/i18n/${file}?${query}`), { params: Promise.resolve({ file }) });

describe('GET /i18n/{locale}.json', () => {
  it('answers the asked namespaces of the compiled dictionary, kept for good under the current version', async () => {
    const version = messagesVersion(precompileMessages(await loadMessages('en-US')));
    const res = await get('en-US.json', `ns=Inactivity,NoSuchNamespace&v=${version}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['Inactivity']);
    expect(body.Inactivity).toMatchObject({ title: expect.anything() });
  });

  it('an old version gets today’s copy, not kept', async () => {
    const res = await get('ar.json', 'ns=Inactivity&v=old');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(Object.keys((await res.json()) as object)).toEqual(['Inactivity']);
  });

  it.each([
    ['en-US.json', 'v=x', 'ns'],
    ['en-US.json', 'ns=a%20b', 'ns'],
    ['en-US.json', `ns=${Array.from({ length: 33 }, (_, i) => `N${i}`).join(',')}`, 'ns'],
    ['xx.json', 'ns=Inactivity', 'locale'],
    ['en-US.txt', 'ns=Inactivity', 'locale'],
  ])('%s?%s is refused field by field (InvalidParameterException), never a 500', async (file, query, field) => {
    const res = await get(file, query);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { type: string; error_data: Record<string, unknown> } }).error).toMatchObject({ type: 'InvalidParameterException', error_data: { [field]: [expect.any(String)] } });
  });
});
