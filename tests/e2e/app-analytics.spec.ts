import { expect, type Page, test } from './fixtures';
import { devHeaders } from './dev-token';
import { dismissPopups, expectNoSeriousA11yViolations } from './support';
import { createPlayerElsewhere, signInByForm } from './players';

// SPEC §9 analytics behind consent, and the start-up beacons (§7 GET /hit, SEON, the security hit).
// The four tools are configured through the dev general-info switch with the platform's stand-in
// scripts as their first-party base, so nothing here needs the internet.
const ANALYTIC = { gtm: 'GTM-E2E1', ga: 'G-E2E1', ym: '4242', fb: '123456', script_base: '/nfx/analytics/standin' };
/** Any request of an analytics tool: the stand-ins or the vendors' own hosts. */
const ANALYTICS_REQUEST = /\/nfx\/analytics\/standin\/(gtm|ga|ym|fb)\.js|googletagmanager\.com|google-analytics\.com|mc\.yandex\.ru|facebook\.(net|com)/;

function requestsMatching(page: Page, pattern: RegExp) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(request.url())) seen.push(request.url());
  });
  return seen;
}

type Recorded = { loaded: string[]; calls: unknown[][] };
const standin = (page: Page) => page.evaluate(() => (window as unknown as { __analyticsStandin?: Recorded }).__analyticsStandin ?? { loaded: [], calls: [] });
const dataLayer = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter((e) => !('length' in (e as object))));

test.describe.serial('analytics and start-up beacons', () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeAll(async ({ request }) => {
    const res = await request.post('/api/dev/general-info', { headers: devHeaders, data: { analytic: ANALYTIC, is_seon_enabled: true } });
    expect(res.ok()).toBe(true);
  });
  test.afterAll(async ({ request }) => {
    await request.post('/api/dev/general-info', { headers: devHeaders, data: { analytic: null, is_seon_enabled: false } });
  });

  test('the landing hit carries the query and referrer; SEON loads and the security hit follows with its session', async ({ page }) => {
    const securityHit = page.waitForRequest((r) => new URL(r.url()).pathname === '/hit' && new URL(r.url()).searchParams.get('action') === 'security', { timeout: 15_000 });
    const landingHit = page.waitForRequest((r) => new URL(r.url()).pathname === '/hit' && new URL(r.url()).searchParams.has('track_id'));
    await page.goto('/?track_id=td_e2e42&utm_source=e2e', { referer: 'https://search.example/find' });
    const landing = new URL((await landingHit).url()).searchParams;
    expect(Object.fromEntries(landing)).toMatchObject({ track_id: 'td_e2e42', utm_source: 'e2e', referer: 'https://search.example/find' });
    const security = new URL((await securityHit).url()).searchParams;
    expect(security.get('seon_session')).toBe('standin-seon-session');
  });

  test('consent off means no analytics request leaves the page, now or after a reload', async ({ page }) => {
    const analyticsRequests = requestsMatching(page, ANALYTICS_REQUEST);
    await page.goto('/', { waitUntil: 'load' });
    const banner = page.getByRole('region', { name: 'Cookies for analytics' });
    await expect(banner).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await banner.getByRole('button', { name: 'Decline' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();

    // the choice is kept: no banner on the next pages; the security hit (3 s) shows the page has long started
    const securityHit = page.waitForRequest((r) => new URL(r.url()).searchParams.get('action') === 'security', { timeout: 15_000 });
    await page.goto('/promotions', { waitUntil: 'load' });
    await expect(page.getByRole('region', { name: 'Cookies for analytics' })).toHaveCount(0);
    await page.mouse.move(200, 200);
    await securityHit;
    await page.goto('/game/sun-temple-riches', { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    expect(analyticsRequests).toEqual([]);
    expect(await dataLayer(page)).toEqual([]);
    expect((await standin(page)).loaded.filter((tool) => tool !== 'seon')).toEqual([]);

    // the choice can be changed as easily as it was made: the footer's cookie settings ask again
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.getByRole('region', { name: 'Cookies for analytics' })).toBeVisible();
    expect(analyticsRequests).toEqual([]);
  });

  test('consent on loads the four tools; they get sign-in, game play and sign-out', async ({ page, browser }) => {
    // a player of its own, registered in another browser: the welcome popup follows its offer's
    // eligibility (no deposit yet), whatever other journeys did with the demo players
    const player = await createPlayerElsewhere(browser, { prefix: 'analytics' });
    const analyticsRequests = requestsMatching(page, ANALYTICS_REQUEST);
    await page.goto('/', { waitUntil: 'load' });
    expect(analyticsRequests).toEqual([]);
    await page.getByRole('button', { name: 'Allow analytics' }).click();
    await expect(page.getByRole('region', { name: 'Cookies for analytics' })).toBeHidden();
    await expect.poll(async () => (await standin(page)).loaded.filter((tool) => tool !== 'seon').sort()).toEqual(['fb', 'ga', 'gtm', 'ym']);

    // sign in: the login event and the player's id reach the tools
    await signInByForm(page, player, { popups: 'keep' });
    // signed in on an ordinary page: the welcome campaign popup (once for this browser); shown and closed are events
    const welcome = page.getByRole('dialog', { name: 'Welcome!' });
    await expect(welcome).toBeVisible();
    await expect.poll(async () => (await dataLayer(page)).map((e) => (e as { event?: string }).event)).toContain('offer_popup_shown');
    expect((await dataLayer(page)).find((e) => (e as { event?: string }).event === 'offer_popup_shown')).toMatchObject({ title: 'Welcome!' });
    await page.keyboard.press('Escape');
    await expect(welcome).toBeHidden();
    await dismissPopups(page);
    expect((await dataLayer(page)).map((e) => (e as { event?: string }).event)).toContain('offer_popup_closed');
    await expect.poll(async () => (await dataLayer(page)).map((e) => (e as { event?: string }).event)).toEqual(expect.arrayContaining(['login', 'identify']));
    const identify = (await dataLayer(page)).find((e) => (e as { event?: string }).event === 'identify') as { user_id: string };
    expect(identify.user_id).toMatch(/^\d+$/);
    expect((await standin(page)).calls).toContainEqual(['fbq', 'init', ANALYTIC.fb, { external_id: identify.user_id }]);
    expect((await standin(page)).calls).toContainEqual(['ym', Number(ANALYTIC.ym), 'setUserID', identify.user_id]);

    // a game page is a game-play event (after a reload the remembered yes loads the tools again)
    await page.goto('/game/sun-temple-riches', { waitUntil: 'load' });
    await expect(page.getByRole('region', { name: 'Cookies for analytics' })).toHaveCount(0);
    await expect.poll(async () => (await dataLayer(page)).map((e) => (e as { event?: string }).event)).toEqual(expect.arrayContaining(['identify', 'game_play']));
    expect((await dataLayer(page)).find((e) => (e as { event?: string }).event === 'game_play')).toMatchObject({ sysname: 'sun-temple-riches' });

    // back on an ordinary page: the welcome popup was shown once for this browser, not again
    await page.goto('/', { waitUntil: 'load' });
    await dismissPopups(page);
    await expect.poll(async () => (await standin(page)).loaded.filter((tool) => tool !== 'seon').sort()).toEqual(['fb', 'ga', 'gtm', 'ym']);

    // sign out: the tools forget the player
    await page.locator('header').first().getByRole('button', { name: 'Sign out', includeHidden: true }).click();
    await expect(page.locator('header').first().getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect.poll(async () => (await dataLayer(page)).map((e) => (e as { event?: string }).event)).toContain('anonymise');
    expect((await standin(page)).calls).toContainEqual(['fbq', 'init', ANALYTIC.fb, {}]);
  });
});
