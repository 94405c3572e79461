import { expect, test, type BrowserContext, type FrameLocator, type Page } from './fixtures';
import { apiGet, headerMain, openPage, postFromPage } from './support';
import { fund, registerPlayer } from './players';

// Rewards journeys as a new player: join a tournament, play its game and see the place change
// live in a second tab; earn a wheel spin from a quest, spin, and see the reward land; buy spins
// through the dialogs; earn loyalty points and buy a product; change character.

type Money = { amount: number; currency: string };
const game = (page: Page): FrameLocator => page.frameLocator('iframe[src^="/games/"]');
const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** Plays one real round at `bet` in the game frame; answers the round. */
async function playRound(page: Page, bet: number): Promise<{ bet: Money; win: Money }> {
  await game(page).getByLabel('Bet').fill(String(bet));
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && /\/games\/api\/[^/]+\/round$/.test(new URL(r.url()).pathname)),
    game(page).getByRole('button', { name: 'Spin' }).click(),
  ]);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { round: { bet: Money; win: Money } } }).data.round;
}

test.describe.serial('rewards as a new player', () => {
  let context: BrowserContext;
  let page: Page;
  let tournament: { id: number; title: string };
  let slot: string;
  /** The tournament's slots: the points journey picks one the wheel gave no free spins on. */
  let slots: string[];

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext();
    page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await registerPlayer(page, { prefix: 'rewards-', notify: false });
    await fund(page, 60);
    const list = await apiGet<Array<{ id: number; title: string; sysname: string }>>(page, 'tournaments/get?status=active');
    tournament = list.find((t) => t.sysname === 'spring-spins')!;
    const games = await apiGet<{ items: Array<{ sysname: string }> }>(page, `games/get?count=4&options=${encodeURIComponent(JSON.stringify({ tournament_id: tournament.id }))}`);
    slots = games.items.map((g) => g.sysname);
    slot = slots[0]!;
  });
  test.afterAll(async () => {
    await context.close();
  });

  test('joins a tournament, plays its game, and a second tab sees the place change live', async () => {
    await openPage(page, `/tournaments/${tournament.id}`);
    const board = page.getByTestId('live-leaderboard');
    await expect(board.getByRole('status')).toContainText('You are not taking part yet.');
    await page.getByRole('button', { name: 'Take part' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You are in the tournament' })).toBeVisible();
    await expect(board.getByRole('status')).toContainText(/Your place: \d+ \(0 points\)/);
    // joining twice is refused
    expect((await postFromPage(page, 'tournaments/participate', { tournament_id: String(tournament.id) })).error).toMatchObject({ type: 'InvalidParameterException' });

    const watcher = await context.newPage();
    await openPage(watcher, `/tournaments/${tournament.id}`);
    const watched = watcher.getByTestId('live-leaderboard').getByRole('status');
    await expect(watched).toContainText('(0 points)');
    // a marker that a reload would wipe: the update must arrive in this very document
    await watcher.evaluate(() => ((window as unknown as { __rewardsMarker: number }).__rewardsMarker = 1));

    await openPage(page, `/game/${slot}`);
    await playRound(page, 1);
    // 100 points per 1 USD staked: the other tab's own row and the table update without reload
    await expect(watched).toContainText('(100 points)');
    await expect(watcher.getByTestId('live-leaderboard').getByRole('table')).toContainText('100');
    expect(await watcher.evaluate(() => (window as unknown as { __rewardsMarker?: number }).__rewardsMarker)).toBe(1);
    await watcher.close();
  });

  test('completes a quest by playing, earns a spin, spins, and the reward lands', async () => {
    for (let i = 0; i < 4; i++) await playRound(page, 1); // five rounds in all: the "Play 5 rounds" quest
    await openPage(page, '/wheel-of-fortune');
    // 1 spin from "Play 5 rounds", 5 from "Deposit 50 USD" (the 60 USD deposit)
    await expect(page.getByTestId('spin-balance')).toHaveText('6 spins');
    await page.getByRole('button', { name: 'Quests' }).click();
    const quests = page.getByRole('dialog', { name: 'Quests' });
    await expect(quests.getByRole('button', { name: /Play 5 rounds/ })).toContainText('Done: 1 spin earned');
    await expect(quests.getByRole('button', { name: /Deposit 50 USD/ })).toContainText('Done: 5 spins earned');
    await quests.getByRole('button', { name: /Wager 20 USD/ }).click();
    const detail = page.getByRole('dialog', { name: 'Wager 20 USD' });
    await expect(detail).toContainText('$5 of $20');
    await page.keyboard.press('Escape');

    const before = amountOf(await headerMain(page).innerText());
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/wheel/spinWheel')), page.getByRole('button', { name: 'Spin', exact: true }).click()]);
    const { spin, spin_balance } = ((await response.json()) as { data: { spin: { id: string; reward: { type: string; title: string; amount?: Money } }; spin_balance: number } }).data;
    const result = page.getByTestId('wheel-result');
    const { type, title } = spin.reward;
    if (type === 'empty') await expect(result).toHaveText('No luck this time.');
    else if (type === 'respin') await expect(result).toHaveText('Spin again: your spin is back.');
    else await expect(result).toHaveText(`You won ${title}!`);
    await expect(page.getByTestId('spin-balance')).toHaveText(spin_balance === 1 ? '1 spin' : `${spin_balance} spins`);
    if (type === 'money') await expect.poll(async () => amountOf(await headerMain(page).innerText())).toBeCloseTo(before + spin.reward.amount!.amount, 2);
    if (title.includes('free spins')) expect((await apiGet<Array<{ remaining_count: number }>>(page, 'freespins/get')).some((p) => p.remaining_count === 10)).toBe(true);
    if (title.includes('bonus')) expect((await apiGet<{ balance_bonus: Money }>(page, 'getBalance')).balance_bonus.amount).toBe(10);
    // the spin is in "Gifts received", with what it takes to check it
    await page.getByRole('button', { name: 'Gifts received' }).click();
    const received = page.getByRole('dialog', { name: 'Gifts received' });
    await expect(received.getByText(title).first()).toBeVisible();
    await expect(received.getByText('Check this spin').first()).toBeVisible();
    await page.keyboard.press('Escape');
  });
  test('buys spins through the buy and confirm dialogs; too many ask for a deposit', async () => {
    const start = amountOf(await page.getByTestId('spin-balance').innerText());
    await page.getByRole('button', { name: 'Buy spins' }).click();
    let dialog = page.getByRole('dialog', { name: 'Buy spins' });
    await dialog.getByLabel('Number of spins').fill('0');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByLabel('Number of spins')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Number of spins').fill('2');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm the purchase' });
    await expect(confirm).toContainText('Buy 2 spins for $2');
    await confirm.getByRole('button', { name: 'Buy', exact: true }).click();
    await expect(page.getByTestId('spin-balance')).toHaveText(`${start + 2} spins`);

    await page.getByRole('button', { name: 'Buy spins' }).click();
    dialog = page.getByRole('dialog', { name: 'Buy spins' });
    await dialog.getByLabel('Number of spins').fill('100');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('dialog', { name: 'Confirm the purchase' }).getByRole('button', { name: 'Buy', exact: true }).click();
    const poor = page.getByRole('dialog', { name: 'Not enough money' });
    await expect(poor.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/cashier/deposit');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('spin-balance')).toHaveText(`${start + 2} spins`);
  });
  test('earns loyalty points by playing (a level-up notice shows), buys a product; the level stays', async () => {
    // A free-spin pack of a game is used by its next real rounds, and free spins earn no points: the
    // wheel's spin above may have given 10 of them on the tournament's first slot.
    const packs = await apiGet<Array<{ game: { sysname: string }; remaining_count: number }>>(page, 'freespins/get');
    const withSpins = new Set(packs.filter((p) => p.remaining_count > 0).map((p) => p.game.sysname));
    const pointsSlot = slots.find((s) => !withSpins.has(s));
    expect(pointsSlot, 'a tournament slot without free spins').toBeDefined();
    await openPage(page, `/game/${pointsSlot}`);
    await playRound(page, 5);
    // the player clicks the page (clicks inside the game frame do not reach it): the notice list
    // loads on the first interaction, so a notice pushed before the socket connected shows too
    await page.getByRole('heading', { level: 1 }).first().click();
    // 10 coins per 1 USD: 100 level points reach Silver, announced in the toast region (notices show
    // one after another for 5 s each, so earlier ones of this player may come first)
    await expect(page.getByRole('status').filter({ hasText: 'You reached level 2: Silver.' })).toBeVisible({ timeout: 30_000 });
    await openPage(page, '/loyalty/shop');
    const points = page.getByTestId('shop-points');
    await expect(points).toHaveText('You have 100 coins.');
    await page.getByRole('button', { name: 'Buy 5 USD cash' }).click();
    await expect(page.getByRole('dialog', { name: 'Not enough points' })).toContainText('You need 100 more coins');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Buy A wheel spin' }).click();
    await page.getByRole('dialog', { name: 'Confirm the purchase' }).getByRole('button', { name: 'Buy', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'A wheel spin is yours.' })).toBeVisible();
    await expect(points).toHaveText('You have 50 coins.');
    await openPage(page, '/profile/loyalty');
    const status = page.getByTestId('loyalty-status');
    await expect(status).toContainText('2. Silver');
    await expect(page.getByTestId('loyalty-points')).toHaveText('50');
  });
  test('changes character through the change dialog and its confirm', async () => {
    await openPage(page, '/profile/loyalty');
    const dialog = page.getByRole('dialog', { name: 'Choose your character' });
    // a click before the page hydrates (slow on a loaded machine) opens nothing: click until the dialog is open
    await expect(async () => {
      if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Change character' }).click();
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await dialog.getByText('Owl').click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('dialog', { name: 'Change your character?' });
    await expect(confirm).toContainText('Owl will be your character.');
    await confirm.getByRole('button', { name: 'Change', exact: true }).click();
    await expect(page.getByTestId('character-name')).toHaveText('Owl');
    await page.reload();
    await expect(page.getByTestId('character-name')).toHaveText('Owl');
  });
  test('the rewards hub shows the tournament place, spins, level and free spins, reached from the header', async () => {
    await openPage(page, '/');
    await page.locator('header').getByRole('link', { name: 'Rewards' }).click();
    await expect(page).toHaveURL(/\/rewards$/);
    await expect(page.getByTestId('hub-tournaments')).toContainText(tournament.title);
    await expect(page.getByTestId('hub-wheel')).toContainText(/\d+ spins?/);
    await expect(page.getByTestId('hub-loyalty')).toContainText('Level 2: Silver');
    await expect(page.getByTestId('hub-loyalty')).toContainText('50 coins to spend');
  });
});
