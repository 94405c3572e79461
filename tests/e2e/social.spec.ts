import { expect, type Page, test } from './fixtures';
import config from '../../playwright.config';
import { signInitData } from '../../platform/services/telegram';

// Social sign-in through the built-in demo provider, Telegram mini-app entry, and the forms framed by a partner.
const BOT_TOKEN = 'e2e-bot-token'; // playwright.config.ts webServer env
const PARTNER = 'http://partner.example';
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
// The partner page is "public" (page.route) and the site is on localhost: Chromium's local network
// access checks would block the frame, as they would not for a real partner framing a public site.
const launchOptions = config.use?.launchOptions ?? {};
test.use({ launchOptions: { ...launchOptions, args: [...(launchOptions.args ?? []), '--disable-features=LocalNetworkAccessChecks'] } });

const header = (page: Page) => page.locator('header').first();
const signOutButton = (page: Page) => header(page).getByRole('button', { name: 'Sign out', includeHidden: true });

/** socialRegistration: non-closable until the e-mail, currency and terms are given. */
async function completeRegistration(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Complete your registration' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel(/I accept the terms/).check();
  await dialog.getByRole('button', { name: 'Complete registration' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('social sign-in', () => {
  test('signs a new player in through the demo provider popup, then completes the registration', async ({ page }) => {
    await page.goto('/?show_popup_auth=1');
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await expect(signIn).toBeVisible();
    const [popup] = await Promise.all([page.waitForEvent('popup'), signIn.getByRole('button', { name: 'Sign in with Demo ID' }).click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/oauth/demo/authorize');
    expect(popup.viewportSize()).toMatchObject({ width: 640 });
    const id = unique();
    await popup.getByLabel('Name').fill(`Demo ${id}`);
    await popup.getByLabel('E-mail').fill(`demo-${id}@example.com`);
    await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Allow' }).click()]);

    await expect(signIn).toBeHidden();
    await completeRegistration(page, `social-${id}@example.com`);
    // the end of a registration (§4): confirm the new address, then the cashier deposit page
    const confirm = page.getByRole('dialog', { name: 'Confirm your e-mail' });
    await expect(confirm).toContainText(`social-${id}@example.com`);
    await expect(page).toHaveURL(/\/cashier\/deposit$/);
    await confirm.getByRole('button', { name: 'Later' }).click();
    await expect(signOutButton(page)).toBeVisible();
    expect((await (await page.request.get('/api/getInfo')).json()).data).toMatchObject({ is_registration_completed: true });
  });

  test('on the registration form a social button needs the terms first', async ({ page }) => {
    await page.goto('/?show_popup_reg=1');
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Sign up with Demo ID' }).click();
    await expect(dialog.getByLabel(/I accept the terms/)).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel(/I accept the terms/).check();
    await expect(dialog.getByLabel(/I accept the terms/)).not.toHaveAttribute('aria-invalid', 'true');
    const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Sign up with Demo ID' }).click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/oauth/demo/authorize');
    await popup.close();
  });
});

test.describe('Telegram mini-app entry', () => {
  const entry = (initData: string) => `/#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=7.0&tgWebAppPlatform=web`;

  test('signed init data signs the Telegram user in (registering them)', async ({ page }) => {
    const id = 5_000_000 + Math.floor(Math.random() * 1_000_000);
    const initData = signInitData({ user: JSON.stringify({ id, username: `tg_fan_${id}`, language_code: 'en' }), auth_date: String(Math.floor(Date.now() / 1000)) }, BOT_TOKEN);
    await page.goto(entry(initData));
    await expect(page.getByRole('dialog', { name: 'Complete your registration' })).toBeVisible();
    const info = (await (await page.request.get('/api/getInfo')).json()).data;
    expect(info).toMatchObject({ login: `tg_${id}`, is_registration_completed: false });
  });

  test('forged init data shows the registration error', async ({ page }) => {
    const initData = signInitData({ user: JSON.stringify({ id: 77, username: 'forger' }), auth_date: String(Math.floor(Date.now() / 1000)) }, 'another-bot');
    await page.goto(entry(initData));
    await expect(page.getByText('Registration failed. Please check your details and try again.')).toBeVisible();
    expect((await (await page.request.get('/api/getInfo')).json()).data.uid).toBe(0);
  });
});

test.describe('forms framed by a partner', () => {
  /** A partner page (served by the test) framing `path` and keeping the messages the frame posts. */
  async function partnerFraming(page: Page, path: string) {
    const target = new URL(path, test.info().project.use.baseURL).href;
    await page.route(`${PARTNER}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>Partner</title></head><body><h1>Partner</h1>
<iframe title="Casino sign-up" src="${target}" width="480" height="900"></iframe>
<script>window.received=[];addEventListener('message',function(e){window.received.push({origin:e.origin,data:e.data});});</script></body></html>`,
      }),
    );
    await page.goto(`${PARTNER}/`);
    return page.frameLocator('iframe[title="Casino sign-up"]');
  }
  const received = (page: Page) => page.evaluate(() => (window as unknown as { received: { origin: string; data: { type: string; path?: string; url?: string } }[] }).received);

  test('the sign-up form runs in the frame, says checkIframe, and after sign-up asks the partner to refresh and redirect', async ({ page, baseURL }) => {
    const frame = await partnerFraming(page, '/forms/sign_up');
    const form = frame.getByRole('region', { name: 'Sign up' });
    await expect(form).toBeVisible();
    await expect.poll(async () => (await received(page)).map((m) => m.data.type)).toContain('checkIframe');
    const check = (await received(page)).find((m) => m.data.type === 'checkIframe')!;
    expect(check).toEqual({ origin: new URL(baseURL!).origin, data: { type: 'checkIframe', path: '/forms/sign_up' } });

    await form.getByLabel('E-mail').fill(`framed-${unique()}@example.com`);
    await form.getByLabel('Password', { exact: true }).fill('secret12');
    await form.getByLabel('Country').selectOption({ index: 1 });
    await form.getByLabel(/I accept the terms/).check();
    await form.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect.poll(async () => (await received(page)).map((m) => m.data.type)).toEqual(expect.arrayContaining(['refresh_user', 'redirect']));

    // the session cookie of the framed sign-up is partitioned, SameSite=None, Secure
    const sid = (await page.context().cookies(baseURL!)).find((c) => c.name === 'sid');
    expect(sid).toMatchObject({ sameSite: 'None', secure: true });
  });

  test('only the forms may be framed, and only by allow-listed partners', async ({ page }) => {
    const form = await page.request.get('/forms/sign_in');
    expect(form.headers()['content-security-policy']).toContain(`; frame-ancestors 'self' ${PARTNER}`);
    expect(form.headers()['x-frame-options']).toBeUndefined();
    const home = await page.request.get('/');
    expect(home.headers()['content-security-policy']).toContain("; frame-ancestors 'none'");
    expect(home.headers()['x-frame-options']).toBe('DENY');
  });
});
