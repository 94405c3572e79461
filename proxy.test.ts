import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMBEDDED_LOCALES, resetLocalesCache, type LocalesPayload } from '@/lib/i18n';
import proxy, { config } from './proxy';

vi.stubEnv('SITE_URL', 'http://localhost:3000');
vi.stubEnv('REDIRECT_ALLOWLIST', 'partner.example');
vi.stubEnv('FRAME_ALLOWLIST', 'http://partner.example');

let served: LocalesPayload | null | 'unreachable' = EMBEDDED_LOCALES;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  if (served === 'unreachable') throw new TypeError('fetch failed');
  if (!String(input).endsWith('/nfx/i18n/locales') || !served) return new Response('none', { status: 404 });
  return Response.json(served);
});

beforeEach(() => {
  served = EMBEDDED_LOCALES;
  resetLocalesCache();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function call(path: string, init: { cookies?: Record<string, string>; headers?: Record<string, string> } = {}) {
  const headers = new Headers(init.headers);
  const cookie = Object.entries(init.cookies ?? {}).map(([k, v]) => `${k}=${v}`);
  if (cookie.length) headers.set('cookie', cookie.join('; '));
  return proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers }));
}
const signedIn = { cookies: { sid: 'session-id' } };
const location = (res: Response) => {
  const value = res.headers.get('location');
  return value?.startsWith('http://localhost:3000') ? value.slice('http://localhost:3000'.length) : value;
};
const rewrite = (res: Response) => res.headers.get('x-middleware-rewrite')?.replace('http://localhost:3000', '') ?? null;

describe('locale step (next-intl, as-needed)', () => {
  it('serves the default locale unprefixed', async () => {
    const res = await call('/offers');
    expect(res.status).toBe(200);
    expect(rewrite(res)).toBe('/en-US/offers');
  });

  it('drops a default-locale prefix and fixes the case of others', async () => {
    expect(location(await call('/en-US/offers?x=1'))).toBe('/offers?x=1');
    expect(location(await call('/PT-br/offers'))).toBe('/pt-BR/offers');
  });

  it('passes prefixed locales and sets the i18n_locale cookie for a year', async () => {
    const res = await call('/pt-BR/offers');
    expect(res.headers.get('x-middleware-next')).toBe('1');
    expect(res.cookies.get('i18n_locale')).toMatchObject({ value: 'pt-BR', maxAge: 31_536_000 });
  });

  it('follows the locale cookie on unprefixed paths', async () => {
    expect(location(await call('/offers', { cookies: { i18n_locale: 'es-ES' } }))).toBe('/es-ES/offers');
  });

  it('renders an unknown locale-like segment as a content page', async () => {
    expect(rewrite(await call('/xx-YY'))).toBe('/en-US/xx-YY');
    expect(rewrite(await call('/pt'))).toBe('/en-US/pt');
    const prefixed = await call('/ar/xx-YY');
    expect(prefixed.status).toBe(200);
    expect(prefixed.headers.get('x-middleware-request-x-next-intl-locale')).toBe('ar');
  });

  it('treats a locale the platform stopped serving as a slug', async () => {
    served = { defaultLocale: 'en-US', locales: EMBEDDED_LOCALES.locales.filter((l) => l.code !== 'pt-BR') };
    expect(rewrite(await call('/pt-BR'))).toBe('/en-US/pt-BR');
  });

  it('answers 500 when the platform has no locales', async () => {
    served = null;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await call('/');
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('PLUGIN:I18N: LOCALES NOT FOUND');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('goes on with the shipped locales while the platform cannot be reached (the page answers maintenance, SPEC §8)', async () => {
    served = 'unreachable';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await call('/');
    expect(res.status).toBe(200);
    expect(logged).toHaveBeenCalled();
    served = EMBEDDED_LOCALES; // not remembered: the next request asks the platform again
    await call('/');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/nfx/i18n/locales')).length).toBeGreaterThanOrEqual(2);
    logged.mockRestore();
  });
});

describe('redirect steps', () => {
  it('applies CMS redirects of the request locale, keeping query and prefix', async () => {
    const res = await call('/help?utm=1');
    expect(res.status).toBe(301);
    expect(location(res)).toBe('/support?utm=1');
    expect(location(await call('/pt-BR/slots/book-of-ra'))).toBe('/pt-BR/game/book-of-ra');
  });

  it('sends external CMS redirects off site', async () => {
    const res = await call('/news/launch?ref=x');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://blog.example.com/launch?ref=x');
  });

  it('applies the fixed §2 redirects', async () => {
    expect(location(await call('/profile', signedIn))).toBe('/profile/settings');
    expect(location(await call('/es-ES/profile/bets?page=2', signedIn))).toBe('/es-ES/profile/bets/history?page=2');
    expect(location(await call('/cashier/billing', signedIn))).toBe('/cashier/deposit');
  });

  it('sends anonymous visitors home with redirectUrl', async () => {
    const res = await call('/cashier/deposit?amount=50');
    expect(res.status).toBe(307);
    expect(location(res)).toBe('/?redirectUrl=%2Fcashier%2Fdeposit%3Famount%3D50');
    expect(location(await call('/ar/profile/settings'))).toBe('/ar?redirectUrl=%2Far%2Fprofile%2Fsettings');
    expect(location(await call('/bets/live'))).toBe('/?redirectUrl=%2Fbets%2Flive');
  });

  it('sends an anonymous /profile home with redirectUrl=/profile, the path asked for (not the settings it redirects to)', async () => {
    expect(location(await call('/profile'))).toBe('/?redirectUrl=%2Fprofile');
    expect(location(await call('/pt-BR/profile'))).toBe('/pt-BR?redirectUrl=%2Fpt-BR%2Fprofile');
  });

  it('keeps the locale cookie on its own redirects', async () => {
    const res = await call('/pt-BR/cashier');
    expect(location(res)).toBe('/pt-BR?redirectUrl=%2Fpt-BR%2Fcashier');
    expect(res.cookies.get('i18n_locale')?.value).toBe('pt-BR');
  });

  it('lets signed-in players through', async () => {
    const res = await call('/cashier/deposit', signedIn);
    expect(res.status).toBe(200);
    expect(rewrite(res)).toBe('/en-US/cashier/deposit');
  });

  it('strips a backUrl leading off site, keeps an allowed one', async () => {
    expect(location(await call('/offers?backUrl=%2F%2Fevil.example&x=1'))).toBe('/offers?x=1');
    expect(location(await call('/offers?backUrl=https%3A%2F%2Fgood.example%40evil.example'))).toBe('/offers');
    expect(location(await call('/offers?backUrl=java%09script%3Aalert(1)'))).toBe('/offers');
    expect((await call('/offers?backUrl=https%3A%2F%2Fpartner.example%2Fdone')).status).toBe(200);
    expect((await call('/offers?backUrl=http%3A%2F%2Flocalhost%3A3000%2Fcashier')).status).toBe(200);
  });
});

describe('route validation', () => {
  it.each(['/offers/abc', '/pt-BR/jackpots/1x', '/tournaments/x/gamehall', '/game/%3Cscript%3E', '/cashier/deposit/a%20b', '/offers/1.5', '/pt-BR/offers/1.5'])(
    'rewrites %s to the localised not-found page',
    async (path) => {
      const res = await call(path, signedIn);
      const locale = path.startsWith('/pt-BR') ? 'pt-BR' : 'en-US';
      expect(rewrite(res)).toBe(`/${locale}/_not-found`);
      expect(res.headers.get('x-middleware-request-x-page-not-found')).toBe(`Page Not Found: ${path}`);
      expect(res.headers.get('x-middleware-request-x-next-intl-locale')).toBe(locale);
    },
  );

  it('passes valid pages', async () => {
    expect(rewrite(await call('/game/book-of-ra'))).toBe('/en-US/game/book-of-ra');
    expect(rewrite(await call('/tournaments/7/gamehall'))).toBe('/en-US/tournaments/7/gamehall');
  });
});

describe('matcher', () => {
  const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url });

  it.each(['/', '/offers', '/pt-BR/cashier/deposit', '/_icons', '/xx-YY', '/history', '/hits', '/gamehall', '/offers/1.5', '/game/a.b', '/pt-BR/loyalty/x.png'])('runs on %s', (url) =>
    expect(matches(url)).toBe(true),
  );

  it.each(['/api/getInfo', '/nfx/i18n/locales', '/hit', '/oauth/init', '/games/demo/index', '/socket.io/', '/healthz', '/builds/latest.json', '/_next/static/chunk.js', '/favicon.ico', '/robots.txt', '/sitemap.xml', '/manifest.webmanifest', '/sw.js', '/offline.html', '/i18n/en-US.json', '/images/menu/menu-banner.svg', '/sounds/win.mp3'])(
    'skips %s',
    (url) => expect(matches(url)).toBe(false),
  );
});

describe('framing', () => {
  it('lets allow-listed partners frame the standalone forms only', async () => {
    for (const path of ['/forms/sign_up', '/pt-BR/forms/sign_in']) {
      const res = await call(path);
      expect(res.headers.get('content-security-policy'), path).toContain("; frame-ancestors 'self' http://partner.example");
      expect(res.headers.get('x-frame-options'), path).toBeNull();
    }
    const other = await call('/offers');
    expect(other.headers.get('content-security-policy')).toContain("; frame-ancestors 'none'");
    expect(other.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('content security policy', () => {
  it('gives every page a fresh nonce-based script policy and hands the nonce to the render', async () => {
    const seen = new Set<string>();
    for (const path of ['/', '/offers', '/pt-BR/offers', '/forms/sign_in', '/foo/bar/baz']) {
      const res = await call(path);
      const csp = res.headers.get('content-security-policy')!;
      const nonce = csp.match(/script-src 'nonce-([A-Za-z0-9+/=]{22,})' 'strict-dynamic'/)?.[1];
      expect(nonce, path).toBeTruthy();
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).not.toContain('unsafe-eval');
      // the request the page renders with carries the same nonce (Next reads its CSP header)
      expect(res.headers.get('x-middleware-request-x-nonce'), path).toBe(nonce);
      expect(res.headers.get('x-middleware-request-content-security-policy'), path).toBe(csp);
      seen.add(nonce!);
    }
    expect(seen.size).toBe(5);
  });
});
