import { createHmac, randomUUID } from 'node:crypto';
import { type BrowserContext, expect, type Page, test } from './fixtures';
import { createPlayer } from './players';
import { apiGet, declineLimitPrompt, dismissPopups, postFromPage } from './support';
import { formatSumAmount } from '../../lib/validation/sum-format';

// Third-party journeys (docs/providers.md, docs/decisions/0047): a new player pays with simpay_card
// on the simulated PSP's hosted page and comes back to the outcome page with the money credited by
// its webhook, then plays a title of the simulated studio `sim` in the game frame: the studio's page
// calls the platform's wallet and the header follows the balance the wallet pushes.
// NEEDS THE SIMULATORS: the journey servers run them (playwright.config.ts, SIMULATORS per lane).

const header = (page: Page) => page.locator('header').first();
const headerMain = (page: Page) => header(page).getByTestId('header-balance-main');

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('load');
  await dismissPopups(page);
}

type Balances = { balance_main: { amount: number } };

test.describe.serial('game studios and payment providers', () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext();
    page = await context.newPage();
    await createPlayer(page, { prefix: 'providers-', notify: false });
  });
  test.afterAll(async () => {
    await context.close();
  });

  test('pays with simpay_card on the hosted page and comes back to the credited deposit', async () => {
    await open(page, '/cashier/deposit/simpay_card');
    await declineLimitPrompt(page);
    const form = page.getByRole('form', { name: 'Deposit' });
    await form.getByLabel('Amount (USD)').fill('40');
    await form.getByRole('button', { name: 'Deposit', exact: true }).click();
    // the PSP's own page, on its own origin
    await expect(page.getByRole('heading', { name: 'Pay 40.00 USD' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay now' }).click();
    // back on the site: the pending outcome page moves on once the webhook has credited the deposit
    await expect(page).toHaveURL(/\/cashier\/pay(pending|success)\/\d+$/);
    await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/, { timeout: 15_000 });
    expect((await apiGet<Balances>(page, 'getBalance')).balance_main.amount).toBe(40);
  });

  test('plays a sim title in the game frame: the studio calls the wallet and the header follows', async () => {
    await open(page, '/game/sim-gold-rush');
    await expect(page.getByText('Real money', { exact: true })).toBeVisible();
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { name: 'Gold Rush' })).toBeVisible();
    await expect(frame.getByLabel('Balance')).toHaveText('40.00');
    for (let i = 0; i < 3; i += 1) {
      await frame.getByRole('button', { name: 'Spin' }).click();
      await expect(frame.getByRole('status', { name: 'Result' })).toHaveText(/You win|No win/);
    }
    const shown = Number(await frame.getByLabel('Balance').textContent());
    const { balance_main } = await apiGet<Balances>(page, 'getBalance');
    expect(balance_main.amount).toBeCloseTo(shown, 2);
    // the wallet's balance push reaches the header (money as the site writes it)
    await expect(headerMain(page)).toHaveText(new RegExp(`${formatSumAmount(shown, 'USD').replace(/[$.,]/g, '\\$&')}$`));
  });

  test('a round the studio left open shows as "Continue playing" in the game hall and reopens its game', async () => {
    // the studio took a bet and never closed the round (its player closed the tab, say)
    const launch = await postFromPage(page, 'games/launch', { sysname: 'sim-lucky-sevens', mode: 'real' });
    const { token } = launch.data as { token: string };
    const body = JSON.stringify({ request_id: randomUUID(), token, transaction_id: randomUUID(), round_id: randomUUID(), game: 'sim-lucky-sevens', amount: 100, currency: 'USD' });
    const bet = await page.request.post('/provider-wallet/sim/bet', { data: body, headers: { 'content-type': 'application/json', 'x-signature': createHmac('sha256', 'sim-demo-secret').update(body).digest('hex') } });
    expect(((await bet.json()) as { status: string }).status).toBe('OK');
    await open(page, '/gamehall');
    const section = page.getByRole('region', { name: 'Continue playing' });
    await expect(section.getByText(/^Started /)).toBeVisible();
    await section.getByRole('link', { name: 'Sim Lucky Sevens' }).click();
    await expect(page).toHaveURL(/\/game\/sim-lucky-sevens$/);
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Lucky Sevens' })).toBeVisible();
  });
});
