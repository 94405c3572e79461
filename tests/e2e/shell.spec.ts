import { expect, test } from './fixtures';

test('dark theme by default, light persists across reloads', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  const themeSwitch = page.getByRole('switch', { name: /dark theme/i }).first();
  await expect(themeSwitch).toBeChecked();
  await themeSwitch.click();
  await expect(themeSwitch).not.toBeChecked();
  await expect(page.locator('html')).toHaveClass(/light/);
  const cookie = (await context.cookies()).find((c) => c.name === 'theme');
  expect(cookie?.value).toBe('light');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(360 * 86_400);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/light/);
});

test('an unknown stored theme falls back to dark', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'theme', value: 'neon', url: page.url() === 'about:blank' ? baseURL! : page.url() }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('language switcher lists the other locales, switches and remembers; Arabic is right-to-left', async ({ page, context }) => {
  await page.goto('/promotions');
  await page.getByRole('button', { name: /language: english/i }).first().click();
  const list = page.getByRole('list', { name: /other languages/i }).first();
  await expect(list.getByRole('link')).toHaveCount(3);
  await expect(list.getByRole('link', { name: /English/ })).toHaveCount(0);
  await list.getByRole('link', { name: /Português/ }).click();
  await expect(page).toHaveURL(/\/pt-BR\/promotions$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  expect((await context.cookies()).find((c) => c.name === 'i18n_locale')?.value).toBe('pt-BR');

  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('sidebar: opens as a dialog, closes by Escape and by the overlay, and on navigation', async ({ page }) => {
  await page.goto('/');
  const open = page.getByRole('button', { name: /menu/i }).first();
  await open.click();
  const sidebar = page.getByRole('dialog');
  await expect(sidebar).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();

  await open.click();
  await expect(sidebar).toBeVisible();
  await page.mouse.click(page.viewportSize()!.width - 5, page.viewportSize()!.height / 2);
  await expect(sidebar).toBeHidden();

  await open.click();
  await sidebar.getByRole('link', { name: /promotions/i }).first().click();
  await expect(page).toHaveURL(/\/promotions/);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('guests do not see onlyAuth menu links; badges cap at 9+', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /menu/i }).first().click();
  const sidebar = page.getByRole('dialog');
  await expect(sidebar.getByText('9+').first()).toBeVisible();
  await expect(sidebar.getByRole('link', { name: /profile|my account/i })).toHaveCount(0);
});

test('a page carries the messages it renders with; a dialog’s come when it opens, in the visitor’s language', async ({ page }) => {
  // The sign-in dialog's texts are not in the page (docs/fast-pages.md) …
  const html = await (await page.request.get('/es-ES')).text();
  expect(html).not.toContain('\\"AuthPopup\\":{');
  expect(html).not.toContain('\\"Bonuses\\":{');
  // … and load with the dialog, under the page's dictionary version, in its locale.
  await page.goto('/es-ES');
  const [answer] = await Promise.all([
    page.waitForResponse((res) => new URL(res.url()).pathname === '/i18n/es-ES.json'),
    page.getByRole('link', { name: 'Iniciar sesión' }).first().click(),
  ]);
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
});

test('links in view are not prefetched; a header link still navigates without reloading the page', async ({ page }) => {
  const prefetches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).searchParams.has('_rsc')) prefetches.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(prefetches).toEqual([]);
  await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
  await page.locator('header').getByRole('link', { name: 'Promotions', exact: true }).first().click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(prefetches).toHaveLength(1); // the navigation's own request for the page
});
