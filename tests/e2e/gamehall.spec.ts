import { expect, type Locator, type Page, test } from './fixtures';
import { expectNoSeriousA11yViolations, openPage as open } from './support';
import { createPlayer } from './players';

// Game hall journeys against the seeded catalogue: browse and open a category, filter by provider,
// sort, load more, search, favourites (a new player's), providers, a jackpot and the winners.
// They read names from the page rather than assume a particular catalogue.

const main = (page: Page) => page.locator('main');
/** Game tiles: the main link of each tile in the hall's grid. */
const tiles = (page: Page) => main(page).locator('ul > li > div > a:first-child');
const status = (page: Page) => main(page).getByRole('status').filter({ hasText: /Showing/ });

/** "Showing 24 of 1,234 games" → [24, 1234]. */
async function counts(page: Page): Promise<[number, number]> {
  const text = (await status(page).textContent()) ?? '';
  const [shown, total] = [...text.matchAll(/[\d,]+/g)].map((m) => Number(m[0].replace(/,/g, '')));
  return [shown ?? 0, total ?? 0];
}

const favouriteOf = (scope: Page | Locator, name: string) => scope.getByRole('button', { name: `Favourite: ${name}`, exact: true });

test.describe('game hall', () => {
  test('browse the hall, open a category; the first page and its next-page link are in the HTML', async ({ page, request }) => {
    const html = await (await request.get('/gamehall')).text();
    expect(html).toMatch(/href="\/gamehall\?page=2"/);
    expect(html).toContain('/game/');
    expect(html).toContain('"@type":"ItemList"');

    await open(page, '/gamehall');
    await expect(page.getByRole('heading', { level: 1, name: 'Game hall' })).toBeVisible();
    await expect(tiles(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const nav = page.getByRole('navigation', { name: 'Game categories' });
    await expect(nav.getByRole('link', { name: 'All games' })).toHaveAttribute('aria-current', 'page');
    // Guests never see the favourite toggle nor the favourites category.
    await expect(main(page).getByRole('button', { name: /^Favourite:/ })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Favourites' })).toHaveCount(0);

    const category = nav.getByRole('link', { name: 'Slots' });
    await category.click();
    await expect(page).toHaveURL(/\/gamehall\/slots$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
    await expect(tiles(page).first()).toBeVisible();
  });

  test('filter by provider: the URL carries providers=… and only that provider’s games show', async ({ page }) => {
    await open(page, '/gamehall/slots');
    await expect(status(page)).toBeVisible();
    const [, before] = await counts(page);
    await page.getByRole('button', { name: /^Providers/ }).click();
    const group = page.getByRole('group', { name: 'Providers' });
    const first = group.getByRole('checkbox').first();
    const providerName = ((await group.locator('label').first().textContent()) ?? '').trim();
    await first.check();
    await expect(page).toHaveURL(/\/gamehall\/slots\?providers=[\w-]+$/);
    await expect.poll(async () => (await counts(page))[1]).toBeLessThan(before);
    const providerLines = main(page).locator('ul > li > div > a:first-child > span:nth-of-type(2)');
    await expect(providerLines.first()).toHaveText(providerName);
    expect(new Set(await providerLines.allTextContents())).toEqual(new Set([providerName]));
    await expect(page.getByRole('list', { name: 'Selected providers' }).getByRole('button', { name: `Remove provider ${providerName}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A reload keeps the filter; clearing it brings every provider back.
    await page.reload();
    await expect(page.getByRole('button', { name: `Remove provider ${providerName}` })).toBeVisible();
    await page.getByRole('button', { name: 'Clear providers' }).click();
    await expect(page).toHaveURL(/\/gamehall\/slots$/);
    await expect.poll(async () => (await counts(page))[1]).toBe(before);
  });

  test('change the sort: it goes into the URL and reorders the games', async ({ page }) => {
    await open(page, '/gamehall');
    await expect(tiles(page).first()).toBeVisible();
    const byPriority = await tiles(page).locator(':scope > span:nth-of-type(1)').allTextContents();
    await page.getByLabel('Sort by').selectOption('name');
    await expect(page).toHaveURL(/\/gamehall\?sort=name$/);
    await expect.poll(async () => tiles(page).locator(':scope > span:nth-of-type(1)').allTextContents()).not.toEqual(byPriority);
    const byName = await tiles(page).locator(':scope > span:nth-of-type(1)').allTextContents();
    // Initial letters only: the database's collation orders spaces and punctuation its own way.
    const initials = byName.slice(0, 10).map((n) => n.trim().charAt(0).toLowerCase());
    expect(initials).toEqual([...initials].sort());
    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('name');
  });

  test('load more: scrolling to the end appends the next page, and "Show more" is a real link', async ({ page }) => {
    await open(page, '/gamehall');
    await expect(tiles(page).first()).toBeVisible();
    const [shown, total] = await counts(page);
    expect(total).toBeGreaterThan(shown);
    const more = page.getByRole('link', { name: 'Show more' });
    await expect(more).toHaveAttribute('href', '/gamehall?page=2');
    // the server's link is swapped for the loader's own once hydrated: scroll to whichever is there
    await expect(async () => more.scrollIntoViewIfNeeded({ timeout: 1_000 })).toPass();
    await expect.poll(async () => (await counts(page))[0]).toBeGreaterThan(shown);
    expect(await tiles(page).count()).toBe((await counts(page))[0]);
    // Keyboard: "Show more" loads the next page in place and focus moves to its first game.
    const [now] = await counts(page);
    if (now < total) {
      await page.getByRole('link', { name: 'Show more' }).focus();
      await page.keyboard.press('Enter');
      await expect(tiles(page).nth(now)).toBeFocused();
      await expect(page).toHaveURL(/\/gamehall$/);
    }
  });

  test('search from the header dialog and open a result', async ({ page }) => {
    await open(page, '/gamehall');
    await page.getByRole('banner').getByRole('link', { name: 'Search games' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search games' });
    await expect(dialog).toBeVisible();
    const input = dialog.getByLabel('Game name');
    await expect(input).toBeFocused();
    await input.fill('zzqx');
    await expect(dialog.getByRole('status')).toHaveText('No games found for “zzqx”.');
    await input.fill('Sun Temple');
    const result = dialog.getByRole('link', { name: /Sun Temple Riches/ });
    await expect(result).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await input.press('ArrowDown');
    await expect(dialog.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('banner').getByRole('link', { name: 'Search games' }).click();
    await page.getByRole('dialog', { name: 'Search games' }).getByLabel('Game name').fill('Sun Temple');
    await page.getByRole('dialog', { name: 'Search games' }).getByRole('link', { name: /Sun Temple Riches/ }).click();
    await expect(page).toHaveURL(/\/game\/sun-temple-riches$/);
    await expect(page.getByRole('dialog', { name: 'Search games' })).toBeHidden();
  });

  test('favourite and unfavourite, persisting across reloads', async ({ page }) => {
    await createPlayer(page, { prefix: 'favourites' }); // none yet
    await open(page, '/gamehall');
    const firstName = ((await tiles(page).first().locator(':scope > span:nth-of-type(1)').textContent()) ?? '').trim();
    const toggle = favouriteOf(main(page), firstName);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toBeEnabled();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(favouriteOf(main(page), firstName)).toHaveAttribute('aria-pressed', 'true');

    // The favourites category lists it; unfavouriting there takes it away.
    await page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Favourites' }).click();
    await expect(page).toHaveURL(/\/gamehall\/favourites$/);
    await expect(tiles(page)).toHaveCount(1);
    await expect(tiles(page).first()).toContainText(firstName);
    await favouriteOf(main(page), firstName).click();
    await expect(favouriteOf(main(page), firstName)).toHaveAttribute('aria-pressed', 'false');

    await page.reload();
    await expect(main(page).getByText('You have no favourite games yet.', { exact: false })).toBeVisible();
    await open(page, '/gamehall');
    await expect(favouriteOf(main(page), firstName)).toHaveAttribute('aria-pressed', 'false');
  });

  test('providers list game counts and link to the hall filtered by provider', async ({ page }) => {
    await open(page, '/providers');
    await expect(page.getByRole('heading', { level: 1, name: 'Game providers' })).toBeVisible();
    const first = main(page).getByRole('link').filter({ hasText: /\d+ games?/ }).first();
    await expect(first).toHaveAttribute('href', /^\/gamehall\?providers=[\w-]+$/);
    await expectNoSeriousA11yViolations(page);
    await first.click();
    await expect(page).toHaveURL(/\/gamehall\?providers=[\w-]+$/);
    await expect(page.getByRole('list', { name: 'Selected providers' })).toBeVisible();
    await expect(tiles(page).first()).toBeVisible();
  });

  test('a jackpot page shows its amount, its winners and its games', async ({ page }) => {
    await open(page, '/jackpots');
    await expect(page.getByRole('heading', { level: 1, name: 'Jackpots' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const jackpot = main(page).getByRole('heading', { level: 3 }).first().getByRole('link');
    const name = ((await jackpot.textContent()) ?? '').trim();
    await jackpot.click();
    await expect(page).toHaveURL(/\/jackpots\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(main(page).getByText(/\$[\d,]+\.\d{2}/).first()).toBeVisible();
    const wins = page.getByRole('table', { name: 'Recent jackpot wins' });
    await expect(wins).toBeVisible();
    expect(await wins.getByRole('row').count()).toBeGreaterThan(1);
    await expect(page.getByRole('region', { name: 'Games in this jackpot' }).getByRole('link').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('winners: leaderboard tabs', async ({ page }) => {
    await open(page, '/winners');
    await expect(page.getByRole('heading', { level: 1, name: 'Winners' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Leaderboards' });
    await expect(tabs.getByRole('tab', { name: 'Biggest wins' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('table', { name: 'Biggest wins' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await tabs.getByRole('tab', { name: 'Live wins' }).click();
    await expect(tabs.getByRole('tab', { name: 'Live wins' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await tabs.getByRole('tab', { name: 'Biggest wins' }).press('ArrowRight');
  });

  test('the hall in Arabic is mirrored and translated', async ({ page }) => {
    await open(page, '/ar/gamehall');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByLabel('الترتيب حسب')).toBeVisible();
    await expect(page.getByRole('link', { name: 'عرض المزيد' })).toHaveAttribute('href', '/ar/gamehall?page=2');
    await expectNoSeriousA11yViolations(page);
  });
});
