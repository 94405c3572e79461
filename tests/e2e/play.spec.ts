import { type BrowserContext, expect, type FrameLocator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, postFromPage } from './support';

// Play journeys: the game page, the demo-mode dialog, the sportsbook, the bet history and exports.
//
// NEEDS THE GAME ENGINES. Except for the first block ("site only"), these journeys drive the real
// built-in games served under /games/{sysname}/play (the game launch protocol), their fairness page
// /games/fairness?round=, games/getHistory, the history exports and the development settle knob
// POST /api/dev/sportsbook/settle. Inside the game documents they select by role and name: buttons
// "Spin" (slot), "Higher" / "Lower" (high-low), "Place bet" (sportsbook) and a live region with
// role status; the names are to be reconciled with the engines' markup once merged.

const email = `play-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const password = 'secret12';

const header = (page: Page) => page.locator('header').first();
const headerMain = (page: Page) => header(page).getByTestId('header-balance-main');
/** The game document in the page's game frame. */
const game = (page: Page): FrameLocator => page.frameLocator('iframe[src^="/games/"]');
const frameElement = (page: Page) => page.locator('iframe[src^="/games/"]');
const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** Closes whatever popups other features open (campaign welcome…), so the page is usable. */
async function dismissPopups(page: Page) {
  await page.waitForTimeout(300);
  for (let i = 0; i < 5 && (await page.getByRole('dialog').count()) > 0; i++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(200);
  }
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('load');
  await dismissPopups(page);
}

/** The first catalogue game of a type (with a demo when asked), from the platform. */
async function firstGame(page: Page, type: string, demo = false): Promise<{ sysname: string; name: string }> {
  const options = demo ? `&options=${encodeURIComponent(JSON.stringify({ has_demo: true }))}` : '';
  const response = await page.request.get(`/api/games/get?types=${type}&count=1${options}`);
  const item = (await response.json()).data.items[0];
  expect(item, `a ${type} game in the catalogue`).toBeTruthy();
  return item;
}

/** The game's status region text, once it has some. */
async function statusText(frame: FrameLocator): Promise<string> {
  const status = frame.getByRole('status').first();
  await expect(status).toBeVisible();
  return (await status.innerText()).trim();
}

test.describe('game page (site only)', () => {
  test('a guest opening a game with #real gets registration; closing it goes home', async ({ page }) => {
    const slot = await firstGame(page, 'slot', true);
    await page.goto(`/game/${slot.sysname}#real`);
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a guest gets the demo in the frame, with the demo-mode dialog, and full screen', async ({ page }) => {
    const slot = await firstGame(page, 'slot', true);
    await open(page, `/game/${slot.sysname}`);
    await expect(page.getByRole('heading', { level: 1, name: slot.name })).toBeVisible();
    await expect(frameElement(page)).toHaveAttribute('src', `/games/${slot.sysname}/play?mode=demo&locale=en-US`);
    await expect(frameElement(page)).toHaveAttribute('title', `${slot.name} game`);

    await page.getByRole('button', { name: 'About demo mode' }).click();
    const dialog = page.getByRole('dialog', { name: 'Demo mode' });
    await expect(dialog).toContainText('Demo winnings cannot be withdrawn');
    await dialog.getByRole('button', { name: 'Play demo' }).click();
    await expect(dialog).toBeHidden();

    const fullScreen = page.getByRole('button', { name: 'Full screen' });
    await fullScreen.click();
    await expect(page.locator('[data-fullscreen]')).toBeVisible();
    await page.getByRole('button', { name: 'Exit full screen' }).click();
    await expect(page.locator('[data-fullscreen]')).toHaveCount(0);
  });

  test('in Arabic the game page mirrors and the frame loads the Arabic game', async ({ page }) => {
    const slot = await firstGame(page, 'slot', true);
    await open(page, `/ar/game/${slot.sysname}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(frameElement(page)).toHaveAttribute('src', `/games/${slot.sysname}/play?mode=demo&locale=ar`);
    await expect(page.getByRole('button', { name: 'العب بأموال حقيقية' })).toBeVisible();
  });
});

test.describe('with the game engines: a guest', () => {
  test('plays a demo round of a slot', async ({ page }) => {
    const slot = await firstGame(page, 'slot', true);
    await open(page, `/game/${slot.sysname}`);
    const frame = game(page);
    await expect(frame.getByRole('button', { name: 'Spin' })).toBeVisible();
    const before = await statusText(frame);
    await frame.getByRole('button', { name: 'Spin' }).click();
    await expect(frame.getByRole('status').first()).not.toHaveText(before);
    await expectNoSeriousA11yViolations(page);
  });

  test('sees the sportsbook events on /betting with a sign-in notice', async ({ page }) => {
    await open(page, '/betting');
    await expect(frameElement(page)).toHaveAttribute('src', /mode=demo/);
    await expect(page.getByRole('note')).toContainText('Sign in to place bets.');
    await expect(game(page).getByRole('button').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe.serial('with the game engines: a new player', () => {
  let context: BrowserContext;
  let page: Page;
  let slot: { sysname: string; name: string };

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext();
    page = await context.newPage();
    await page.goto('/');
    slot = await firstGame(page, 'slot', true);
  });
  test.afterAll(async () => {
    await context.close();
  });

  test('signs up from the game page and comes back to it, asked to deposit first', async () => {
    await page.goto(`/game/${slot.sysname}#real`);
    const form = page.getByRole('dialog', { name: 'Sign up' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByLabel('Country').selectOption({ index: 1 });
    await form.getByLabel(/I accept the terms/).check();
    await form.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/game/${slot.sysname}$`));
    await dismissPopups(page);
    // Zero-balance access is off in the embedded CMS: a deposit first, demo still possible.
    await expect(page.getByRole('heading', { name: 'Top up to play' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Deposit' }).last()).toHaveAttribute('href', '/cashier/deposit');
    await expect(frameElement(page)).toHaveCount(0);
  });

  test('deposits with the demo card', async () => {
    await open(page, '/cashier/deposit/demo_card');
    const form = page.getByRole('form', { name: 'Deposit' });
    await form.getByLabel('Amount (USD)').fill('100');
    await form.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/);
    await expect(headerMain(page)).toHaveText(/\$100/);
  });

  test('plays real rounds: the header balance follows each round, with no balance requests on the game page', async () => {
    const balanceRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/getBalance\b/i.test(request.url())) balanceRequests.push(request.url());
    });
    await open(page, `/game/${slot.sysname}`);
    await expect(page.getByText('Real money', { exact: true })).toBeVisible();
    await expect(frameElement(page)).toHaveAttribute('src', /mode=real/);
    const frame = game(page);
    for (let i = 0; i < 3; i++) {
      const status = await statusText(frame);
      await frame.getByRole('button', { name: 'Spin' }).click();
      await expect(frame.getByRole('status').first()).not.toHaveText(status);
    }
    // The header shows what the ledger holds: the deposit less the stakes plus the wins of the rounds.
    const history = await (await page.request.get('/api/games/getHistory?mode=real&count=100')).json();
    const rounds = history.data.items as { bet: { amount: number }; win: { amount: number } }[];
    expect(rounds).toHaveLength(3);
    const expected = rounds.reduce((sum, r) => sum - r.bet.amount + r.win.amount, 100);
    await expect.poll(async () => amountOf(await headerMain(page).innerText())).toBeCloseTo(expected, 2);
    const platform = await (await page.request.get('/api/getBalance')).json();
    expect(platform.data.balance_main.amount).toBeCloseTo(expected, 2);
    // balance refreshes are suspended on game pages; rounds and pushes kept the header current
    expect(balanceRequests).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('plays a real high-low round', async () => {
    const highLow = await firstGame(page, 'high_low');
    await open(page, `/game/${highLow.sysname}`);
    const frame = game(page);
    const before = await statusText(frame);
    await frame.getByRole('button', { name: 'Higher' }).click();
    await expect(frame.getByRole('status').first()).not.toHaveText(before);
  });

  test('finds the rounds in the bet history, filtered by mode', async () => {
    await open(page, '/profile/bets/history');
    const table = page.getByRole('table', { name: 'Your game rounds' });
    await expect(table.getByRole('row').filter({ hasText: slot.name }).first()).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Real money' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Mode').selectOption('demo');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/profile\/bets\/history\?mode=demo/);
    await expect(page.getByText('No rounds match these filters.')).toBeVisible();
  });

  test("verifies a round's fairness on its fairness page", async () => {
    await open(page, '/profile/bets/history?mode=real');
    const verify = page.getByRole('link', { name: /^Verify round / }).first();
    const href = await verify.getAttribute('href');
    expect(href).toMatch(/^\/games\/fairness\?round=/);
    await verify.click();
    await expect(page).toHaveURL(/\/games\/fairness\?round=/);
    await expect(page.getByText(/verified/i).first()).toBeVisible();
  });

  test('places a sportsbook bet on /betting and sees it settled', async () => {
    const lookup = await (await page.request.get('/api/games/get?sysname=sportsbook')).json();
    const sportsbook = lookup.data.items[0] as { name: string };
    await open(page, '/betting');
    await expect(frameElement(page)).toHaveAttribute('src', /mode=real/);
    await expect(page.getByRole('note')).toHaveCount(0);
    const before = amountOf(await headerMain(page).innerText());
    const frame = game(page);
    // an outcome's odds button puts it on the bet slip
    await frame.getByRole('button', { name: /\d+\.\d{2}/ }).first().click();
    await frame.getByRole('button', { name: 'Place bet' }).click();
    await expect(frame.getByRole('status').first()).toContainText(/placed|accepted/i);
    await expect.poll(async () => amountOf(await headerMain(page).innerText())).toBeLessThan(before);

    const settle = await postFromPage(page, 'dev/sportsbook/settle', {});
    expect(settle.error).toBeUndefined();
    await open(page, '/profile/bets/history?mode=real');
    await expect(page.getByRole('table', { name: 'Your game rounds' }).getByRole('row').filter({ hasText: sportsbook.name }).first()).toBeVisible();
    await open(page, '/betting');
    await expect(game(page).getByText(/settled|won|lost/i).first()).toBeVisible();
  });

  test('requests a history export and downloads it once ready', async () => {
    await open(page, '/profile/bets/exports');
    await page.getByLabel('Mode').selectOption('real');
    await page.getByRole('button', { name: 'Request export' }).click();
    await expect(page.getByText('Preparing').first()).toBeVisible();
    const download = page.getByRole('link', { name: /^Download CSV/ }).first();
    await expect(download).toBeVisible({ timeout: 30_000 });
    const response = await page.request.get((await download.getAttribute('href'))!);
    expect(response.ok()).toBe(true);
    expect((await response.text()).split('\n').length).toBeGreaterThan(1);
    await expectNoSeriousA11yViolations(page);
  });
});
