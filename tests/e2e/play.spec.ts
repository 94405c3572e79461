import { type BrowserContext, expect, type FrameLocator, type Page, test } from './fixtures';
import { declineLimitPrompt, expectNoSeriousA11yViolations, headerMain, openPage } from './support';
import { openAfterOffers } from './players';
import { devHeaders } from './dev-token';
import { formatSumAmount } from '../../lib/validation/sum-format';

// Play journeys: the game page, the demo-mode dialog, the sportsbook, the bet history and exports.
//
// NEEDS THE GAME ENGINES. Except for the first block ("site only"), these journeys drive the real
// built-in games served under /games/{sysname}/play (the game launch protocol), their API under
// /games/api/*, the fairness page /games/fairness?round=, games/getHistory, the history exports and
// the development settle knob POST /api/dev/sportsbook/settle. Inside the game documents they select
// by role and name: "Spin" (slot), "Higher" / "Lower" (high-low), odds buttons, "Stake" and "Place
// bet" (sportsbook), "Provable fairness" and "Reveal seed and start a new pair", the live region
// (role status) and the "Balance:" line.
// Checked against the engine branch: the site-only block, the guest journeys and, for the new
// player, sign-up, deposit, real slot and high-low rounds and the sportsbook bet pass; the history,
// fairness-from-history and export journeys wait for games/getHistory and the export methods.

const email = `play-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const password = 'secret12';

/** The game document in the page's game frame. */
const game = (page: Page): FrameLocator => page.frameLocator('iframe[src^="/games/"]');
const frameElement = (page: Page) => page.locator('iframe[src^="/games/"]');
const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** The first catalogue game of a type (with a demo when asked), from the platform. */
async function firstGame(page: Page, type: string, demo = false): Promise<{ sysname: string; name: string }> {
  const options = demo ? `&options=${encodeURIComponent(JSON.stringify({ has_demo: true }))}` : '';
  const response = await page.request.get(`/api/games/get?types=${type}&count=1${options}`);
  const item = (await response.json()).data.items[0];
  expect(item, `a ${type} game in the catalogue`).toBeTruthy();
  return item;
}

type Money = { amount: number; currency: string };
type RoundAnswer = { balance: Money; round: { id: string; mode: string; bet: Money; win: Money } };

/** Money as the site writes it (SPEC §9), in the header and in the game alike. */
const usd = (m: Money) => formatSumAmount(m.amount, m.currency);

/** Clicks a game's play button and answers the round the platform played. */
async function playRound(page: Page, button: string): Promise<RoundAnswer> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && /\/games\/api\/[^/]+\/round$/.test(new URL(r.url()).pathname)),
    game(page).getByRole('button', { name: button }).click(),
  ]);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: RoundAnswer }).data;
}

const endsWith = (text: string) => new RegExp(`${text.replace(/[$.,]/g, '\\$&')}$`);

/** The game document's balance line. */
const frameBalance = (page: Page) => game(page).getByText(/^Balance:/);

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
    await openPage(page, `/game/${slot.sysname}`);
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
    // the exit button has a row of its own above the game: it covers none of the game's header
    const exit = await page.getByRole('button', { name: 'Exit full screen' }).boundingBox();
    const frame = await frameElement(page).boundingBox();
    expect(exit!.y + exit!.height).toBeLessThanOrEqual(frame!.y);
    await page.getByRole('button', { name: 'Exit full screen' }).click();
    await expect(page.locator('[data-fullscreen]')).toHaveCount(0);
  });

  test('in Arabic the game page mirrors and the frame loads the Arabic game', async ({ page }) => {
    const slot = await firstGame(page, 'slot', true);
    await openPage(page, `/ar/game/${slot.sysname}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(frameElement(page)).toHaveAttribute('src', `/games/${slot.sysname}/play?mode=demo&locale=ar`);
    await expect(page.getByRole('button', { name: 'العب بأموال حقيقية' })).toBeVisible();
  });
});

test.describe('with the game engines: a guest', () => {
  test('plays a demo round of a slot: the fun balance in the frame follows the round', async ({ page }) => {
    const slot = await firstGame(page, 'slot', true);
    await openPage(page, `/game/${slot.sysname}`);
    await expect(frameBalance(page)).toContainText('$');
    // the loader goes once the game is there, even when the frame loaded before hydration
    await expect(page.getByText('Loading the game…')).toBeHidden();
    // the reels are drawn (SVG), not left to the visitor's emoji fonts
    await expect(game(page).locator('.cell svg')).toHaveCount(0);
    const played = await playRound(page, 'Spin');
    await expect(game(page).locator('.cell svg')).toHaveCount(9);
    expect(played.round.mode).toBe('demo');
    await expect(frameBalance(page)).toContainText(usd(played.balance));
    await expect(game(page).getByRole('status')).toHaveText(/You win|No win this time/);
    await expectNoSeriousA11yViolations(page);
  });

  test('sees the sportsbook events on /betting with a sign-in notice', async ({ page }) => {
    await openPage(page, '/betting');
    await expect(frameElement(page)).toHaveAttribute('src', /mode=demo/);
    await expect(page.getByRole('note')).toContainText('Sign in to place bets.');
    await expect(game(page).getByRole('button', { name: /\d\.\d{2}$/ }).first()).toBeVisible();
    // a guest has no sportsbook balance: none is shown (never a loader that stays)
    await expect(game(page).getByText(/Loading/)).toBeHidden();
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
    // a new player with an e-mail is asked to confirm it first (SPEC §4 popups after registration)
    const confirm = page.getByRole('dialog', { name: 'Confirm your e-mail' });
    await confirm.getByRole('button', { name: 'Later' }).click();
    await expect(confirm).toBeHidden();
    // back on the game (router.push to the same path may keep the hash)
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeAttached();
    await expect(page).toHaveURL(new RegExp(`/game/${slot.sysname}(#real)?$`));
    // Zero-balance access is off in the embedded CMS: a deposit first, demo still possible.
    await expect(page.getByRole('heading', { name: 'Top up to play' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Deposit' }).last()).toHaveAttribute('href', '/cashier/deposit');
    await expect(frameElement(page)).toHaveCount(0);
  });

  test('deposits with the demo card', async () => {
    await page.goto('/cashier/deposit/demo_card');
    await declineLimitPrompt(page); // the limit prompt before a first deposit
    const form = page.getByRole('form', { name: 'Deposit' });
    await form.getByLabel('Amount (USD)').fill('100');
    await form.getByLabel('Card number').fill('4111 1111 1111 1111');
    await form.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/);
    await expect(headerMain(page)).toHaveText(/\$100/);
  });

  test('plays real rounds: the header balance follows each round, with no balance requests on the game page', async () => {
    const balanceRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/getBalance\b/i.test(request.url())) balanceRequests.push(request.url());
    });
    await openPage(page, `/game/${slot.sysname}`);
    await expect(page.getByText('Real money', { exact: true })).toBeVisible();
    await expect(frameElement(page)).toHaveAttribute('src', /mode=real/);
    let expected = 100;
    for (let i = 0; i < 3; i++) {
      const played = await playRound(page, 'Spin');
      expect(played.round.mode).toBe('real');
      expected = Math.round((expected - played.round.bet.amount + played.round.win.amount) * 100) / 100;
      expect(played.balance.amount).toBeCloseTo(expected, 2);
      // the round message sets the header at once, the same figure the push brings
      await expect(headerMain(page)).toHaveText(endsWith(usd(played.balance)));
    }
    const platform = await (await page.request.get('/api/getBalance')).json();
    expect(platform.data.balance_main.amount).toBeCloseTo(expected, 2);
    // balance refreshes are suspended on game pages: rounds and pushes kept the header current
    expect(balanceRequests).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('plays a real high-low round', async () => {
    const highLow = await firstGame(page, 'high_low');
    await openPage(page, `/game/${highLow.sysname}`);
    const before = amountOf(await headerMain(page).innerText());
    // "Higher" is disabled on the top card, "Lower" on the bottom one
    const higher = game(page).getByRole('button', { name: 'Higher' });
    const lower = game(page).getByRole('button', { name: 'Lower' });
    await expect.poll(async () => (await higher.isEnabled()) || (await lower.isEnabled())).toBe(true);
    const played = await playRound(page, (await higher.isEnabled()) ? 'Higher' : 'Lower');
    expect(played.round.mode).toBe('real');
    await expect.poll(async () => amountOf(await headerMain(page).innerText())).toBeCloseTo(before - played.round.bet.amount + played.round.win.amount, 2);
  });
  test('finds the rounds in the bet history, filtered by mode', async () => {
    // the first deposit unlocked the reload offer: its popup opens on this first ordinary page since
    // (bonuses.spec.ts holds that rule) and is closed out of the way
    await openAfterOffers(page, '/profile/bets/history');
    await expect(page.getByRole('dialog', { name: 'Your reload bonus is ready' })).toBeHidden();
    const table = page.getByRole('table', { name: 'Your game rounds' });
    await expect(table.getByRole('row').filter({ hasText: slot.name }).first()).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Real money' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Mode').selectOption('demo');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/profile\/bets\/history\?mode=demo/);
    await expect(page.getByText('No rounds match these filters.')).toBeVisible();
  });

  test("verifies a round's fairness once the seed is revealed", async () => {
    await openPage(page, `/game/${slot.sysname}`);
    const frame = game(page);
    await frame.getByText('Provable fairness').click();
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/games/api/seed/rotate'),
      frame.getByRole('button', { name: 'Reveal seed and start a new pair' }).click(),
    ]);
    await openPage(page, '/profile/bets/history?mode=real');
    const verify = page.getByRole('link', { name: /^Verify round / }).first();
    expect(await verify.getAttribute('href')).toMatch(/^\/games\/fairness\?round=/);
    await verify.click();
    await expect(page).toHaveURL(/\/games\/fairness\?round=/);
    await expect(page.getByText('SHA-256 of the revealed seed matches the hash shown before play.')).toBeVisible();
    await expect(page.getByText('The recomputed outcome matches the recorded round.')).toBeVisible();
  });

  test('places a sportsbook bet on /betting and sees it settled', async () => {
    await openPage(page, '/betting');
    await expect(frameElement(page)).toHaveAttribute('src', /mode=real/);
    await expect(page.getByRole('note')).toHaveCount(0);
    const before = amountOf(await headerMain(page).innerText());
    const frame = game(page);
    // an outcome's odds button puts it on the bet slip
    const odds = frame.getByRole('button', { name: /\d\.\d{2}$/ }).first();
    const eventId = Number(await odds.getAttribute('data-event'));
    const pick = await odds.getAttribute('data-pick');
    await odds.click();
    await frame.getByLabel('Stake').fill('5');
    await frame.getByRole('button', { name: 'Place bet' }).click();
    await expect(frame.getByRole('status')).toContainText('Bet placed');
    await expect.poll(async () => amountOf(await headerMain(page).innerText())).toBeCloseTo(before - 5, 2);

    // the picked outcome wins: the bet is paid and the header follows the push
    const settled = await page.request.post('/api/dev/sportsbook/settle', { data: { event_id: eventId, result: pick }, headers: devHeaders });
    expect(settled.status()).toBe(200);
    await expect.poll(async () => amountOf(await headerMain(page).innerText())).toBeGreaterThan(before);
    await openPage(page, '/betting');
    await expect(game(page).getByText(/· Won /).first()).toBeVisible();
  });

  test('requests a history export and downloads it once ready', async () => {
    await openPage(page, '/profile/bets/exports');
    await page.getByLabel('Mode').selectOption('real');
    await page.getByRole('button', { name: 'Request export' }).click();
    // the new export is listed at once (preparing, or already ready on a quiet machine)
    await expect(page.getByRole('list', { name: 'Your exports' }).getByText(/^(Preparing|Ready)/).first()).toBeVisible();
    const download = page.getByRole('link', { name: /^Download CSV/ }).first();
    await expect(download).toBeVisible({ timeout: 30_000 });
    const response = await page.request.get((await download.getAttribute('href'))!);
    expect(response.ok()).toBe(true);
    expect((await response.text()).split('\n').length).toBeGreaterThan(1);
    await expectNoSeriousA11yViolations(page);
  });
});
