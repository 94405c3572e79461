import { expect, test } from './fixtures';
import { GUARDED_ROUTES, LOCALES, PUBLIC_ROUTES } from './support';

test.describe('every public route renders, unprefixed and with a locale prefix', () => {
  // Read-only page loads: spread over the lanes.
  test.describe.configure({ mode: 'parallel' });
  for (const path of PUBLIC_ROUTES) {
    test(`${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

      const locale = LOCALES[PUBLIC_ROUTES.indexOf(path) % LOCALES.length]!;
      const prefixed = `/${locale}${path === '/' ? '' : path}`;
      const localized = await page.goto(prefixed);
      expect(localized?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`/${locale}`));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('h1').first()).toBeVisible();
    });
  }
});

test('dynamic routes render from seeded data', async ({ page, request }) => {
  const tournaments = await (await request.get('/api/tournaments/get?count=1')).json();
  const tournamentId = tournaments.data?.items?.[0]?.id ?? tournaments.data?.[0]?.id;
  expect(tournamentId).toBeTruthy();
  for (const path of [`/tournaments/${tournamentId}`, `/tournaments/${tournamentId}/gamehall`]) {
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page.locator('h1').first()).toBeVisible();
  }
});

test('guests are sent home with the full path in redirectUrl', async ({ page }) => {
  test.slow(); // some thirty guarded pages, each loaded and hydrated: 45 s on a busy two-core machine is too close
  for (const path of GUARDED_ROUTES) {
    await page.goto(`${path}?tab=1`);
    const url = new URL(page.url());
    expect(url.pathname, path).toBe('/');
    expect(url.searchParams.get('redirectUrl'), path).toBe(`${path}?tab=1`);
  }
  await page.goto('/pt-BR/profile/settings');
  expect(new URL(page.url()).pathname).toBe('/pt-BR');
});

test('an unknown page is a localised 404', async ({ page }) => {
  const response = await page.goto('/no-such-page-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toBeVisible();
  const invalid = await page.goto('/tournaments/not-a-number');
  expect(invalid?.status()).toBe(404);
});

test("a 404 is in the server's HTML, in the shell: readable without scripts and before them", async ({ request }) => {
  const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36' };
  for (const path of ['/no-such-page-anywhere', '/game/no-such-game', '/gamehall/no-such-category', '/jackpots/999999', '/tournaments/not-a-number', '/pt-BR/nada-aqui']) {
    const response = await request.get(path, { headers: browser });
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).not.toContain('id="__next_error__"');
    expect(html, path).toMatch(/<h1[^>]*id="system-page-title"[^>]*>[^<]+<\/h1>/);
    expect(html, path).toContain('<header'); // inside the site's shell
    expect(html, path).toMatch(/<meta name="robots" content="noindex/);
  }
});

test('a path made only of an unknown locale segment is a content page, not a locale', async ({ page }) => {
  const response = await page.goto('/xx-YY');
  // No CMS page has that slug, so it is the content page's 404 — but never a locale switch.
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});
