import { expect, test, type BrowserContext, type Page } from './fixtures';
import { apiGet, dismissPopups, expectNoSeriousA11yViolations, openPage } from './support';
import { registerPlayer } from './players';

// axe (WCAG 2.1 A/AA, no serious or critical violation) on the rewards pages as a signed-in new
// player with no money and no points: the tournament pages, the wheel with each of its dialogs
// open (the error confirm by a failed purchase), loyalty, its shop with the insufficient-points
// dialog, a programme page, the profile's loyalty with the character dialogs, and the rewards hub.

test.describe.serial('rewards pages are accessible', () => {
  let context: BrowserContext;
  let page: Page;
  let tournamentId: number;

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext();
    page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await registerPlayer(page, { prefix: 'rewards-a11y-', notify: false });
    const active = await apiGet<Array<{ id: number; sysname: string }>>(page, 'tournaments/get?status=active');
    tournamentId = active.find((t) => t.sysname === 'spring-spins')!.id;
  });
  test.afterAll(async () => {
    await context.close();
  });

  test('tournament list, tournament page and its game hall', async () => {
    for (const path of ['/tournaments', `/tournaments/${tournamentId}`, `/tournaments/${tournamentId}/gamehall`]) {
      await openPage(page, path);
      await expect(page.locator('h1').first()).toBeVisible();
      if (path === `/tournaments/${tournamentId}`) await expect(page.getByTestId('live-leaderboard').getByRole('status')).toContainText('You are not taking part yet.');
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('the wheel of fortune and each of its dialogs', async () => {
    test.setTimeout(90_000); // ten axe scans, one per dialog
    await openPage(page, '/wheel-of-fortune');
    await expect(page.getByTestId('spin-balance')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const open = async (button: string, title: string) => {
      await page.getByRole('button', { name: button, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      return dialog;
    };
    for (const name of ['Gifts', 'Gifts received', 'Winners', 'Rules']) {
      const dialog = await open(name, name);
      if (name !== 'Rules') await expect(dialog.locator('li, p').first()).toBeVisible(); // its list (or "none yet") has loaded
      await expectNoSeriousA11yViolations(page);
      await dismissPopups(page);
    }
    const quests = await open('Quests', 'Quests');
    await expectNoSeriousA11yViolations(page);
    await quests.getByRole('button', { name: /Wager 20 USD/ }).click();
    await expect(page.getByRole('dialog', { name: 'Wager 20 USD' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dismissPopups(page);

    // buy spins, its confirm, and (no money yet) the insufficient-funds dialog
    const buy = await open('Buy spins', 'Buy spins');
    await expectNoSeriousA11yViolations(page);
    await buy.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm the purchase' });
    await expect(confirm).toContainText('Buy 1 spin');
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Buy', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Not enough money' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dismissPopups(page);

    // the error confirm: a purchase that fails for another reason
    await page.route('**/api/wheel/buySpin**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
    await (await open('Buy spins', 'Buy spins')).getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('dialog', { name: 'Confirm the purchase' }).getByRole('button', { name: 'Buy', exact: true }).click();
    await expect(page.getByRole('dialog').filter({ hasText: 'Something went wrong. Please try again.' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.unroute('**/api/wheel/buySpin**');
    await dismissPopups(page);
  });

  test('loyalty, its shop with the insufficient-points dialog, and a programme page', async () => {
    await openPage(page, '/loyalty');
    await expect(page.locator('h1').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await openPage(page, '/loyalty/shop');
    await expect(page.getByTestId('shop-points')).toHaveText('You have 0 coins.');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Buy A wheel spin' }).click();
    await expect(page.getByRole('dialog', { name: 'Not enough points' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dismissPopups(page);

    const [program] = await apiGet<Array<{ sysname: string }>>(page, 'loyalty/getPrograms?limit=2&offset=0');
    await openPage(page, `/loyalty/${program!.sysname}`);
    await expect(page.locator('h1').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('profile loyalty with the character dialogs, and the rewards hub', async () => {
    await openPage(page, '/profile/loyalty');
    await expect(page.getByTestId('loyalty-status')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Change character' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your character' });
    await expect(dialog.getByText('Owl')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByText('Owl').click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('dialog', { name: 'Change your character?' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dismissPopups(page);

    await openPage(page, '/rewards');
    await expect(page.getByTestId('hub-loyalty')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
