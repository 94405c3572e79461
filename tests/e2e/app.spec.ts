import { expect, test } from './fixtures';

// The app around the pages: service worker (offline), new-version check, web app manifest.
test.describe('app', () => {
  test.describe.configure({ timeout: 90_000 });

  test('serves the service worker for scope / stamped with the running build, and the manifest', async ({ request, page }) => {
    const { buildId } = await (await request.get('/builds/latest.json')).json();
    const worker = await request.get('/sw.js');
    expect(worker.ok()).toBe(true);
    expect(worker.headers()['content-type']).toContain('javascript');
    expect(worker.headers()['service-worker-allowed']).toBe('/');
    expect(await worker.text()).toContain(`const BUILD = '${buildId}'`);

    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', /manifest\.webmanifest/);
  });

  test('offline, visited pages still open and the others show the offline page', async ({ context, page }) => {
    await page.goto('/promotions', { waitUntil: 'load' });
    await page.evaluate(() => navigator.serviceWorker.ready);
    // the worker keeps the page it was registered from, with its build assets
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match(location.href, { ignoreVary: true }))), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (k) => (await (await caches.open(k)).keys()).length))).reduce((a, b) => a + b, 0)), { timeout: 15_000 }).toBeGreaterThan(3);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();

    await context.setOffline(true);
    try {
      await page.goto('/promotions');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
      await page.goto('/winners');
      await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    await page.goto('/winners');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  });

  test('a new build replaces the open popup with the reload offer', async ({ page }) => {
    const firstPoll = page.waitForResponse((r) => r.url().endsWith('/builds/latest.json'));
    await page.goto('/?show_popup_auth=1', { waitUntil: 'load' });
    await firstPoll;
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();

    await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { buildId: 'a-newer-build', timestamp: Date.now() } }));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const offer = page.getByRole('dialog', { name: 'A new version is available' });
    await expect(offer).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);

    await Promise.all([page.waitForEvent('load'), offer.getByRole('button', { name: 'Reload now' }).click()]);
    expect(await page.evaluate(() => Number(sessionStorage.getItem('reload_guard')))).toBeGreaterThan(Date.now() - 60_000);
  });
});
