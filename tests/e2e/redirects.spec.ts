import { expect, test } from './fixtures';

test('fixed redirects of SPEC §2 (signed-out users first meet the guard)', async ({ request }) => {
  const profile = await request.get('/profile', { maxRedirects: 0 });
  expect(profile.status()).toBeGreaterThanOrEqual(300);
  expect(profile.status()).toBeLessThan(400);
});

test('configured CMS redirects keep query and hash, wildcards carry over', async ({ page, request }) => {
  const help = await request.get('/help?from=footer', { maxRedirects: 0 });
  expect(help.status()).toBe(301);
  expect(help.headers().location).toMatch(/\/support\?from=footer$/);

  await page.goto('/slots/sun-temple-riches?x=1#top');
  await expect(page).toHaveURL(/\/game\/sun-temple-riches\?x=1#top$/);

  const external = await request.get('/news/launch', { maxRedirects: 0 });
  expect(external.headers().location).toBe('https://blog.example.com/launch');
});

test('the locale prefix survives a redirect', async ({ request }) => {
  const help = await request.get('/pt-BR/help', { maxRedirects: 0 });
  expect(help.headers().location).toMatch(/\/pt-BR\/support$/);
});

test('backUrl is kept only when it is safe', async ({ page }) => {
  await page.goto('/?backUrl=' + encodeURIComponent('https://partner.example/return'));
  await expect.poll(() => page.evaluate(() => Object.values({ ...localStorage }).join(' '))).toContain('https://partner.example/return');

  await page.evaluate(() => localStorage.clear());
  await page.goto('/?backUrl=' + encodeURIComponent('javascript:alert(1)'));
  await page.goto('/?backUrl=' + encodeURIComponent('https://partner.example@evil.example/'));
  await page.goto('/?backUrl=' + encodeURIComponent('//evil.example/'));
  expect(await page.evaluate(() => Object.values({ ...localStorage }).join(' '))).not.toMatch(/evil|javascript/);
});
