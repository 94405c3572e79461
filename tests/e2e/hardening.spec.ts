import { expect, type BrowserContext, type Page, test } from './fixtures';
import { createPlayer, fund } from './players';

// Issue 15 in a real browser: the content security policy holds on every page without breaking
// one (no violation reported, guest and signed in, a game in its frame, the demo payment window,
// the OAuth popup), the security headers, and the OAuth attacks that worked before.

type Violation = { directive: string; blocked: string; source: string };

/** Records CSP violations in every frame of every page of the context, and console errors naming the policy. */
async function watchCsp(context: BrowserContext) {
  const errors: string[] = [];
  await context.exposeBinding('__cspViolation', (_source, v: Violation) => void errors.push(`${v.directive} blocked ${v.blocked} (${v.source})`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation?: (v: Violation) => void }).__cspViolation;
      report?.({ directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber} in ${location.pathname}` });
    });
  });
  const listen = (page: Page) => page.on('console', (m) => void (m.type() === 'error' && /Content Security Policy/i.test(m.text()) && errors.push(m.text())));
  context.pages().forEach(listen);
  context.on('page', listen);
  return errors;
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  await page.waitForLoadState('load');
  return response!;
}

const ROUTES = ['/', '/gamehall', '/promotions', '/tournaments', '/jackpots', '/betting', '/winners', '/providers', '/loyalty', '/forms/sign_in', '/pt-BR/offers', '/ar', '/foo/bar/baz'];
const SIGNED_IN_ROUTES = ['/', '/profile/settings', '/cashier/deposit', '/cashier/history', '/gamehall'];

test.describe('content security policy', () => {
  test('every main page carries a fresh nonce policy, the security headers, and runs without one violation (guest, then signed in)', async ({ browser }) => {
    test.setTimeout(90_000); // some twenty pages as a guest, then a new player's registration, deposit and pages
    const context = await browser.newContext();
    const errors = await watchCsp(context);
    const page = await context.newPage();
    const nonces = new Set<string>();
    for (const path of ROUTES) {
      const response = await visit(page, path);
      const headers = response.headers();
      const nonce = headers['content-security-policy']?.match(/script-src 'nonce-([^']+)' 'strict-dynamic'/)?.[1];
      expect(nonce, path).toBeTruthy();
      nonces.add(nonce!);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      // every script in the server HTML has the nonce (the browser hides its value from attributes);
      // chunks Next's runtime adds later need none ('strict-dynamic')
      const html = await response.text();
      const withoutNonce = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\bnonce="[^"]+"/.test(tag));
      expect(withoutNonce, path).toEqual([]);
    }
    expect(nonces.size).toBe(ROUTES.length);
    // the pages still work: the sign-in dialog opens (client JS ran). /betting's demo frame gave this
    // guest a cookie, so /ar was remembered as their language: forget it to ask for the English page
    await context.clearCookies({ name: 'i18n_locale' });
    await visit(page, '/?show_popup_auth=1');
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();

    // signed in: a new player of this test, with a deposit made (as a returning player, no limit prompt)
    await createPlayer(page, { prefix: 'csp' });
    await fund(page, 10);
    for (const path of SIGNED_IN_ROUTES) await visit(page, path);

    // a built-in game in its frame
    const game = (await (await page.request.get(`/api/games/get?types=slot&count=1&options=${encodeURIComponent(JSON.stringify({ has_demo: true }))}`)).json()).data.items[0];
    await visit(page, `/game/${game.sysname}`);
    const frame = page.frameLocator('iframe[src^="/games/"]');
    await expect(frame.getByRole('button', { name: 'Spin' })).toBeVisible();

    // the cashier's demo payment window
    await visit(page, '/cashier/deposit/demo_ewallet');
    const form = page.getByRole('form', { name: 'Deposit' });
    await form.getByLabel('Amount (USD)').fill('30');
    const [payment] = await Promise.all([page.waitForEvent('popup'), form.getByRole('button', { name: 'Deposit', exact: true }).click()]);
    await payment.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(payment).toHaveURL(/\/cashier\/paysuccess\/\d+$/);
    await payment.close();

    // sign-out through the site's button (a POST)
    await visit(page, '/');
    await page.locator('header').first().getByRole('button', { name: 'Sign out', includeHidden: true }).click();
    await expect.poll(async () => (await (await page.request.get('/api/getInfo')).json()).data.uid).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  test('the OAuth popup (demo provider) completes without a violation', async ({ browser }) => {
    const context = await browser.newContext();
    const errors = await watchCsp(context);
    const page = await context.newPage();
    await visit(page, '/?show_popup_auth=1');
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    const [popup] = await Promise.all([page.waitForEvent('popup'), signIn.getByRole('button', { name: 'Sign in with Demo ID' }).click()]);
    await popup.waitForLoadState();
    await popup.getByLabel('Name').fill(`CSP ${Date.now()}`);
    await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Allow' }).click()]);
    await expect(page.getByRole('dialog', { name: 'Complete your registration' })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe('OAuth attacks', () => {
  test('a redirect_url hiding U+2028 or U+2029 never leads off the site', async ({ page }) => {
    for (const separator of ['%E2%80%A8', '%E2%80%A9']) {
      const response = await page.goto(`/oauth/init?service=demo&type_auth=login&redirect_url=%2F${separator}%2Fevil.example`);
      expect(response?.status()).toBe(400);
      await expect(page.getByRole('status')).toHaveText('Sign-in did not work. You can close this window.');
      expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
    }
  });

  test("a callback link prepared in the attacker's browser signs the victim into nothing", async ({ browser }) => {
    const attacker = await browser.newContext();
    const page = await attacker.newPage();
    await page.goto('/oauth/init?service=demo&type_auth=login');
    await page.getByLabel('Name').fill(`Attacker ${Date.now()}`);
    // the attacker stops at the callback URL the provider answers instead of following it
    let prepared = '';
    await page.route('**/oauth/demo/authorize', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const answer = await route.fetch({ maxRedirects: 0 });
      prepared = new URL(answer.headers().location!, route.request().url()).toString();
      return route.fulfill({ status: 200, contentType: 'text/plain', body: 'stopped' });
    });
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect.poll(() => prepared).toContain('code=');
    await attacker.close();

    const victim = await browser.newContext();
    const victimPage = await victim.newPage();
    const response = await victimPage.goto(prepared);
    expect(response?.status()).toBe(400);
    expect((await (await victimPage.request.get('/api/getInfo')).json()).data.uid).toBe(0);
    await victim.close();
  });

  test("typing another player's demo name in another browser is someone else", async ({ browser }) => {
    const name = `Owner ${Date.now()}`;
    const uidOf = async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto('/oauth/init?service=demo&type_auth=login');
      await page.getByLabel('Name').fill(name);
      await page.getByRole('button', { name: 'Allow' }).click();
      await page.waitForURL((url) => url.pathname === '/'); // no opener: the outcome page goes on to the site
      const uid = (await (await page.request.get('/api/getInfo')).json()).data.uid as number;
      await context.close();
      return uid;
    };
    const owner = await uidOf();
    const attacker = await uidOf();
    expect(owner).toBeGreaterThan(0);
    expect(attacker).toBeGreaterThan(0);
    expect(attacker).not.toBe(owner);
  });
});

test('the development routes answer the public 404 without the token', async ({ request }) => {
  expect((await request.get('/api/dev/outbox?to=demo@example.com')).status()).toBe(404);
  expect((await request.post('/api/dev/sportsbook/settle', { data: { event_id: 1, result: 'home' } })).status()).toBe(404);
});

// Conformance items of issue 15 (SPEC §2, §8).
test.describe('conformance', () => {
  test('an unknown nested path is the localised "Page not found" page with status 404; a lone unknown locale segment is the content page', async ({ page }) => {
    for (const [path, lang, title] of [
      ['/foo/bar/baz', 'en-US', 'Page not found'],
      ['/pt-BR/foo/bar/baz', 'pt-BR', 'Página não encontrada'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(title));
    }
    // `/xx-YY` and `/foo` are not locales: the generic content page renders them (a CMS page of that
    // slug when there is one, as `/about`; none here, so its 404), in the default locale, never a locale switch.
    await page.context().clearCookies(); // the pt-BR visit left its locale cookie, which would send `/about` to `/pt-BR/about`
    expect((await page.goto('/about'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    for (const path of ['/xx-YY', '/foo']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    }
  });

  test('a path that is not valid percent-encoding is the localised 404, never a server error', async ({ page, request }) => {
    for (const path of ['/%ff', '/game/%ff', '/pt-BR/game/%C0%AE', '/ar/%E0%A4%A', '/foo/%25ff', '/100%']) {
      expect((await request.get(path)).status(), path).toBe(404); // after the locale cookie's redirect, if any
    }
    for (const path of ['/forms/%ff', '/profile/%ff', '/cashier/deposit/%ff']) expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBeLessThan(500);
    expect((await page.goto('/ar/game/%ff'))?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('an anonymous visitor opening /profile lands on home with redirectUrl=/profile and the sign-in popup', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/\?redirectUrl=%2Fprofile$/);
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  });

  test('submitting an empty restore form shows "Field is required" under the field', async ({ page }) => {
    await page.goto('/?show_popup_auth=1');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
    const restore = page.getByRole('dialog', { name: 'Restore password' });
    await restore.getByRole('button', { name: 'Send the code' }).click();
    const email = restore.getByLabel('E-mail');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Field is required');
    await expect(restore.getByText('Field is required')).toBeVisible();
  });

  test("the framed forms work out of the box in the site's own pages: checkIframe reaches a same-origin parent", async ({ page, baseURL }) => {
    // A page of the operator's own origin framing the form (no allow-list entry needed for it).
    await page.route(`${baseURL}/partner-host-page`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>Own page</title></head><body>
<iframe title="Casino sign-in" src="/forms/sign_in" width="480" height="700"></iframe>
<script>window.received=[];addEventListener('message',function(e){window.received.push({origin:e.origin,data:e.data});});</script></body></html>`,
      }),
    );
    await page.goto('/partner-host-page');
    await expect(page.frameLocator('iframe[title="Casino sign-in"]').getByRole('region', { name: 'Sign in' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { received: { origin: string; data: { type: string } }[] }).received))
      .toContainEqual({ origin: new URL(baseURL!).origin, data: { type: 'checkIframe', path: '/forms/sign_in' } });
  });

  test('after a full registration through the popup the player lands on the cashier deposit page and stays there (slow device)', async ({ page }) => {
    // The popup opened by the query (its keys leave the URL when it closes: a navigation of its own).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/?show_popup_reg=1');
    const form = page.getByRole('dialog', { name: 'Sign up' });
    await expect(form.getByLabel('E-mail')).toBeEnabled();
    await form.getByLabel('E-mail').fill(`race-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
    await form.getByLabel('Password', { exact: true }).fill('secret12');
    await form.getByLabel('Country').selectOption({ index: 1 });
    await form.getByLabel(/I accept the terms/).check();
    await form.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL(/\/cashier\/deposit$/);
    // the deposit page is there (the confirm-e-mail popup may already cover it, hiding it from the accessibility tree)
    await expect(page.locator('main h1').first()).toHaveText('Deposit');
    // nothing queued behind the popup takes the player elsewhere once the page is there: the last
    // step of a registration (the confirm-e-mail popup, SPEC §4) opens over the deposit page
    // (networkidle never came within the test's time on the throttled CPU in a full run)
    await expect(page.getByRole('dialog', { name: 'Confirm your e-mail' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/cashier\/deposit$/);
  });
});
