import { expect, test, type Page } from './fixtures';
import { dismissPopups, expectNoSeriousA11yViolations, openPage } from './support';
import { createPlayer, fund } from './players';

// Loyalty quests as a new player: real rounds of a slot move the "Play 10 rounds" quest of the
// demo programme; /loyalty shows its progress bar, and its title opens the loyalty quest dialog.

const game = (page: Page) => page.frameLocator('iframe[src^="/games/"]');

async function playRound(page: Page) {
  await game(page).getByLabel('Bet').fill('1');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && /\/games\/api\/[^/]+\/round$/.test(new URL(r.url()).pathname)),
    game(page).getByRole('button', { name: 'Spin' }).click(),
  ]);
  expect(response.ok()).toBe(true);
}

test('a new player plays real rounds of a slot and sees the rounds quest move on /loyalty, then opens its dialog', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPage(page, '/loyalty');
  // a visitor sees the quests without progress
  const quests = page.getByTestId('loyalty-quests');
  const quest = quests.locator('li[data-quest="club-ten-rounds"]');
  await expect(quest).toContainText('Sign in to track your progress.');
  await expect(quest.getByRole('progressbar')).toHaveCount(0);

  await createPlayer(page, { prefix: 'loyalty-', notify: false });
  await fund(page, 20);
  // a slot of the demo catalogue's built-in games (the ones the slot tournament counts)
  const apiGet = async <T,>(path: string) => ((await (await page.request.get(`/api/${path}`)).json()) as { data: T }).data;
  const tournament = (await apiGet<Array<{ id: number; sysname: string }>>('tournaments/get?status=active')).find((t) => t.sysname === 'spring-spins')!;
  const slots = await apiGet<{ items: Array<{ sysname: string }> }>(`games/get?count=1&options=${encodeURIComponent(JSON.stringify({ tournament_id: tournament.id }))}`);
  await openPage(page, `/game/${slots.items[0]!.sysname}`);
  for (let i = 0; i < 3; i++) await playRound(page);

  await openPage(page, '/loyalty');
  const bar = quest.getByRole('progressbar', { name: 'Progress of Play 10 rounds' });
  await expect(bar).toHaveAttribute('aria-valuenow', '3');
  await expect(bar).toHaveAttribute('aria-valuemax', '10');
  await expect(quest.getByTestId('quest-progress')).toHaveText('3 of 10 rounds');
  // the weekly wager quest counted the 3 USD staked; the monthly deposit quest the 20 USD deposit
  await expect(quests.locator('li[data-quest="club-weekly-wager-100"]').getByTestId('quest-progress')).toHaveText('$3 of $100');
  await expect(quests.locator('li[data-quest="club-monthly-deposit-100"]').getByTestId('quest-progress')).toHaveText('$20 of $100');
  await expectNoSeriousA11yViolations(page);

  await dismissPopups(page);
  await quest.getByRole('button', { name: 'Play 10 rounds' }).click();
  const dialog = page.getByRole('dialog', { name: 'Play 10 rounds' });
  await expect(dialog).toContainText('Play ten real-money rounds of any game to earn 50 coins.');
  await expect(dialog.getByTestId('quest-target')).toHaveText('Play 10 rounds');
  await expect(dialog.getByTestId('quest-reward')).toHaveText('+50 coins');
  await expect(dialog.getByTestId('quest-period')).toHaveText('One time');
  await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // the profile's loyalty page shows the same quests
  await openPage(page, '/profile/loyalty');
  await expect(page.getByTestId('loyalty-quests').locator('li[data-quest="club-ten-rounds"]').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
});
