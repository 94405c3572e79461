import { expect, test } from './fixtures';

test('robots.txt and sitemap.xml', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Disallow: \/cashier/);
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain('/gamehall');
  expect(xml).toContain('/pt-BR/gamehall');
});

test('pages carry title, canonical and hreflang alternates in their HTML', async ({ request }) => {
  const html = await (await request.get('/promotions')).text();
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/promotions"/);
  for (const lang of ['en-US', 'pt-BR', 'es-ES', 'ar']) expect(html).toContain(`hrefLang="${lang}"`);
});

test('a game page is server-rendered with its name for crawlers', async ({ request }) => {
  const html = await (await request.get('/game/sun-temple-riches', { headers: { 'user-agent': 'Googlebot/2.1' } })).text();
  expect(html).toContain('Sun Temple Riches');
});

test('anonymous content pages may be kept by a CDN; a visitor with a session or a guarded page never', async ({ request, playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  const home = await anonymous.get('/gamehall');
  expect(home.status()).toBe(200);
  expect(home.headers()['cache-control']).toMatch(/public, .*s-maxage=\d+/);
  expect(home.headers()['vary']).toMatch(/Cookie/);
  const withCookie = await anonymous.get('/gamehall', { headers: { cookie: 'sid=whatever' } });
  expect(withCookie.headers()['cache-control'] ?? '').not.toMatch(/public/);
  await anonymous.dispose();
  const cashier = await request.get('/cashier', { maxRedirects: 0 });
  expect(cashier.headers()['cache-control'] ?? '').not.toMatch(/public/);
});
