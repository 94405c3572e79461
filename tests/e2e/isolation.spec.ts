import { type BrowserContext, expect, type Page, test } from './fixtures';
import { KEPT_BASE_URL } from './kept-server';
import { postFromPage } from './support';
import { devHeaders } from './dev-token';
import { createPlayer, fund, signIn } from './players';

// Whatever the server keeps between requests (guests' pages, player shells, shared GETs, catalogue
// and content caches), a signed-in visitor sees only their own account: two players with two
// balances ask for the same URLs at the same time and each sees their own login and balance, never
// the other's. On the server that keeps pages as `npm start` does (tests/e2e/kept-server.ts).
test.skip(!KEPT_BASE_URL, 'needs the journeys\' page-keeping server (E2E_KEPT_BASE_URL with E2E_BASE_URL)');
test.use({ baseURL: KEPT_BASE_URL });

const PLAYERS = [
  { prefix: 'iso-a-', email: '', amount: 137, shown: /\$137(\.00)?\b/ },
  { prefix: 'iso-b-', email: '', amount: 2468, shown: /\$2,468(\.00)?\b/ },
];
/** Kept once for every player (lib/routing/player-shell.ts): the player's parts come from the browser. */
const SHELLS = ['/', '/gamehall'];
/** Rendered for the player on every request; the deposit page too in a new player's first two hours (their registration hint). */
const RENDERED = ['/game/sun-temple-riches', '/cashier/history', '/cashier/deposit'];

test.describe.serial('signed-in pages are never shared between visitors', () => {
  const sessions: { context: BrowserContext; page: Page }[] = [];

  test.beforeAll(async ({ browser }) => {
    for (const player of PLAYERS) {
      const context = await browser.newContext();
      const page = await context.newPage();
      player.email = (await createPlayer(page, { prefix: player.prefix, notify: false })).login;
      await fund(page, player.amount);
      sessions.push({ context, page });
    }
  });
  test.afterAll(async () => {
    for (const { context } of sessions) await context.close();
  });

  /** 8 requests per player for `url`, all in flight together. */
  const askTogether = (url: string) =>
    Promise.all(
      sessions.flatMap(({ context }, who) =>
        Array.from({ length: 8 }, async () => {
          const answer = await context.request.get(url, { headers: { accept: 'text/html' } });
          return { who, status: answer.status(), html: await answer.text() };
        }),
      ),
    );

  test('pages rendered per request answer each player with their own account, at once', async () => {
    for (const url of RENDERED) {
      for (const { who, status, html } of await askTogether(url)) {
        expect(status, `${url} for player ${who}`).toBe(200);
        expect(html, `${url} for player ${who}`).toContain(PLAYERS[who]!.email);
        expect(html, `${url} for player ${who}`).not.toContain(PLAYERS[1 - who]!.email);
      }
    }
  });

  test('a player shell is one page for every player, with no player in it', async () => {
    for (const url of SHELLS) {
      const answers = await askTogether(url);
      for (const { who, status, html } of answers) {
        expect(status, `${url} for player ${who}`).toBe(200);
        for (const player of PLAYERS) {
          expect(html, `${url} for player ${who}`).not.toContain(player.email);
          expect(html, `${url} for player ${who}`).not.toMatch(player.shown);
        }
        // the signed-in chrome (deposit button, sign-out), not a guest's sign-in and sign-up
        expect(html, `${url} for player ${who}`).toContain('data-testid="header-balance-main"');
      }
    }
  });

  test("each player's shell fills in their own account", async () => {
    await Promise.all(sessions.map(({ page }) => page.goto('/gamehall')));
    for (const [who, { page }] of sessions.entries()) {
      await expect(page.locator('header').first().getByTestId('header-balance-main')).toHaveText(PLAYERS[who]!.shown);
    }
  });

  test('each header shows its own balance when both open the home page together', async () => {
    await Promise.all(sessions.map(({ page }) => page.goto('/')));
    for (const [who, { page }] of sessions.entries()) {
      await expect(page.locator('header').first().getByTestId('header-balance-main')).toHaveText(PLAYERS[who]!.shown);
    }
  });
});

test('the deposit page of players past their first two hours is one shell per currency, listing that currency\'s methods', async ({ browser }) => {
  // two players of this test registered three hours ago (USD); the first one's list in EUR after a switch
  const contexts = await Promise.all([0, 1].map(() => browser.newContext()));
  try {
    const pages = await Promise.all(contexts.map((context) => context.newPage()));
    const logins: string[] = [];
    for (const page of pages) {
      const { login } = await createPlayer(page, { prefix: 'iso-old-' });
      expect((await page.request.post('/api/dev/registered', { headers: devHeaders, data: { email: login, hours: 3 } })).ok()).toBe(true);
      logins.push(login);
    }
    const html = await Promise.all(contexts.map(async (context) => (await context.request.get('/cashier/deposit', { headers: { accept: 'text/html' } })).text()));
    for (const page of html) {
      for (const login of logins) expect(page).not.toContain(login);
      expect(page).toContain('/cashier/deposit/demo_card');
      expect(page).toMatch(/\$10 – \$5,000/);
    }
    await pages[0]!.goto('/cashier/deposit');
    await expect(pages[0]!.locator('header').first().getByTestId('header-balance-main')).toHaveText(/\$/);
    await expect(pages[0]!.getByRole('link', { name: /Card/ }).first()).toHaveAttribute('href', /\/cashier\/deposit\/demo_card$/);
    // another currency is another shell
    expect((await postFromPage(pages[0]!, 'setCurrency', { currency: 'EUR' })).error).toBeUndefined();
    const inEur = await (await contexts[0]!.request.get('/cashier/deposit', { headers: { accept: 'text/html' } })).text();
    expect(inEur).toMatch(/€10(\.00)? – €5,000/);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});

test('a session that ended gets a guest\'s page, never a player shell', async ({ page }) => {
  await createPlayer(page, { prefix: 'iso-c-', notify: false });
  await page.goto('/');
  await expect(page.getByTestId('header-balance-main')).toHaveText(/\$0/);
  const session = (await page.context().cookies()).find((c) => c.name === 'sid')!;
  expect((await postFromPage(page, 'logout', {})).error).toBeUndefined();
  // the ended session's cookie, sent again: a guest's pages (sign in, no balance)
  const headers = { cookie: `sid=${session.value}`, accept: 'text/html' };
  for (const url of SHELLS) {
    const html = await (await page.request.get(url, { headers })).text();
    expect(html, url).not.toContain('data-testid="header-balance-main"');
    expect(html, url).toContain('Sign in');
  }
});

test("a player signs out from a shell and in again: a guest's header, then their own", async ({ page }) => {
  const player = await createPlayer(page, { prefix: 'iso-d-', notify: false });
  await page.goto('/gamehall');
  const header = page.locator('header').first();
  await expect(header.getByTestId('header-balance-main')).toHaveText(/\$0/);
  await header.getByRole('button', { name: 'Sign out' }).click();
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect((await (await page.request.get('/api/getInfo')).json()).data.uid).toBe(0);
  // signed in again (the browser's form, as a player does), the next full load is a shell again
  await signIn(page, player);
  await page.goto('/cashier/deposit');
  await expect(header.getByTestId('header-balance-main')).toHaveText(/\$0/);
  await expect(page.getByRole('link', { name: /Card/ }).first()).toBeVisible();
});
