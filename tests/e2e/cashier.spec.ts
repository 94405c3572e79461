import { type BrowserContext, expect, type Page, test } from './fixtures';
import { apiGet, declineLimitPrompt, dismissPopups, expectNoSeriousA11yViolations, postFromPage } from './support';
import { createPlayer } from './players';

// Cashier journeys: one new player per run (deposit limits and balances stay theirs), registered
// through the API from the page, then deposits by each demo method, a limit, a withdrawal and its
// cancellation, the history, and a balance pushed while another page is open.

const post = postFromPage;

const header = (page: Page) => page.locator('header').first();
const headerMain = (page: Page) => header(page).getByTestId('header-balance-main');

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('load');
  await dismissPopups(page);
}

async function deposit(page: Page, sysname: string, amount: string) {
  await open(page, `/cashier/deposit/${sysname}`);
  const form = page.getByRole('form', { name: 'Deposit' });
  await form.getByLabel('Amount (USD)').fill(amount);
  if (CARD_METHODS.has(sysname)) await form.getByLabel('Card number').fill('4111 1111 1111 1111');
  await form.getByRole('button', { name: 'Deposit', exact: true }).click();
}

/** Deposit methods that take a card (the card number is required, §5 card-like identifier). */
const CARD_METHODS = new Set(['demo_card', 'demo_declined']);
const CARD = JSON.stringify({ card_number: '4111111111111111' });

test.describe.serial('cashier', () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext();
    page = await context.newPage();
    await createPlayer(page, { prefix: 'cashier-', notify: false });
  });
  test.afterAll(async () => {
    await context.close();
  });

  test('the deposit page lists the methods with their limits, and the registration hint for a new player', async () => {
    await open(page, '/cashier/deposit');
    await expect(page.getByText(/Make your first deposit in the next 1[012]\d minutes/)).toBeVisible();
    const card = page.getByRole('link', { name: /^Card Visa or Mastercard/ });
    await expect(card).toContainText('$10 – $5,000');
    await card.click();
    await expect(page).toHaveURL(/\/cashier\/deposit\/demo_card$/);
    // before a first deposit the default rule pack offers a deposit limit (protection.spec.ts sets one): not now
    await declineLimitPrompt(page);
    await expect(page.getByRole('button', { name: '$250' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a deposit path matching no method goes to the deposit index', async () => {
    await page.goto('/cashier/deposit/no_such_method');
    await expect(page).toHaveURL(/\/cashier\/deposit$/);
  });

  test('an instant deposit lands on paysuccess and the header balance grows', async () => {
    await open(page, '/cashier/wallet');
    await expect(headerMain(page)).toHaveText(/\$0/);
    await deposit(page, 'demo_card', '1,250');
    await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(headerMain(page)).toHaveText(/\$1,250/);
  });

  test('a card deposit needs its card number, in the form and on the platform', async () => {
    await open(page, '/cashier/deposit/demo_card');
    const form = page.getByRole('form', { name: 'Deposit' });
    await form.getByLabel('Amount (USD)').fill('20');
    await form.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(form.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Card number')).toHaveAccessibleDescription(/required/i);
    await expect(page).toHaveURL(/\/cashier\/deposit\/demo_card$/);
    // The platform refuses it too, whatever client sends it: no card number, a blank one, a wrong one.
    for (const requisites of [undefined, JSON.stringify({ card_number: '' }), JSON.stringify({ card_number: '1234' })]) {
      const answer = await post(page, 'makedeposit', { method: 'demo_card', amount: '20', ...(requisites && { requisites }) });
      expect(answer.error?.type, requisites).toBe('InvalidParameterException');
      expect(Object.keys((answer.error?.error_data ?? {}) as object)).toEqual(['card_number']);
    }
    await expect(headerMain(page)).toHaveText(/\$1,250/);
  });

  test('a declined method lands on payfail', async () => {
    await deposit(page, 'demo_declined', '20');
    await expect(page).toHaveURL(/\/cashier\/payfail\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  });

  test("a result page shows the deposit's own outcome, not its URL's; a deposit the player does not have is a 404", async () => {
    const failed = /\/cashier\/payfail\/(\d+)$/.exec(page.url())![1]!;
    await page.goto(`/cashier/paysuccess/${failed}`);
    await expect(page).toHaveURL(new RegExp(`/cashier/payfail/${failed}$`));
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    for (const transaction of ['999999999', 'abc']) {
      for (const result of ['paysuccess', 'payfail', 'paypending']) {
        const response = await page.goto(`/cashier/${result}/${transaction}`);
        expect(response?.status(), `${result}/${transaction}`).toBe(404);
        await expect(page.getByRole('heading', { name: 'Payment failed' })).toHaveCount(0);
        await expect(page.locator('main')).not.toContainText('credited');
      }
    }
  });

  test('a pending deposit shows paypending, then moves on to paysuccess', async () => {
    await deposit(page, 'demo_bank', '100');
    await expect(page).toHaveURL(/\/cashier\/paypending\/\d+$/);
    await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/, { timeout: 20_000 });
    await expect(headerMain(page)).toHaveText(/\$1,350/);
  });

  test('the form stops an amount over the deposit limit and shows what is left', async () => {
    await page.goto('/');
    const answer = await post(page, 'setDepositLimit', { limit_amount: '100', period: '1' });
    expect(answer.error).toBeUndefined();
    await open(page, '/cashier/deposit/demo_card');
    await expect(page.getByText('Daily limit: $100 left of $100')).toBeVisible();
    const form = page.getByRole('form', { name: 'Deposit' });
    await form.getByLabel('Amount (USD)').fill('150');
    await form.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(form.getByLabel('Amount (USD)')).toHaveAccessibleDescription(/Your deposit limit allows at most \$100 now/);
    await expect(page).toHaveURL(/\/cashier\/deposit\/demo_card$/);
  });

  test('a withdrawal is requested, listed as pending and cancelled', async () => {
    await open(page, '/cashier/withdraw');
    await expectNoSeriousA11yViolations(page);
    const form = page.getByRole('form', { name: 'Withdraw' });
    await page.getByLabel('Payment method').selectOption({ label: 'Card' });
    await form.getByLabel('Amount (USD)').fill('50');
    await form.getByLabel('Card number').fill('4111 1111');
    await form.getByLabel('Card holder').fill('Jane Doe');
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(form.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Card number').fill('4111111111111111');
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText('Your withdrawal request has been received.')).toBeVisible();
    await expect(headerMain(page)).toHaveText(/\$1,300/);
    const cancel = page.getByRole('button', { name: 'Cancel the withdrawal of $50' });
    await cancel.click();
    await expect(page.getByText('You have no pending withdrawals.')).toBeVisible();
    await expect(headerMain(page)).toHaveText(/\$1,350/);
  });

  test('the history counts and lists the transactions', async () => {
    await open(page, '/cashier/history');
    await expect(page.getByTestId('history-total')).toHaveText('4 transactions');
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(5);
    await expect(page.getByRole('table')).toContainText('$1,250');
    await open(page, '/cashier/deposit');
    await expect(page.getByText(/Make your first deposit/)).toHaveCount(0);
    await open(page, '/cashier/history');
    await page.getByRole('link', { name: 'Receipt' }).first().click();
    await expect(page).toHaveURL(/\/cashier\/receipt\?transaction=\d+/);
    await expect(page.getByRole('heading', { name: 'Rules' })).toBeVisible();
  });

  test('a balance change pushed while another page is open appears without reload', async () => {
    await open(page, '/promotions');
    await expect(headerMain(page)).toHaveText(/\$1,350/);
    const other = await context.newPage();
    await other.goto('/');
    const answer = await post(other, 'makedeposit', { method: 'demo_card', amount: '10', requisites: CARD });
    expect(answer.error).toBeUndefined();
    await other.close();
    await expect(headerMain(page)).toHaveText(/\$1,360/);
  });

  test('a new-window method opens its payment window; confirming there credits the balance here', async () => {
    const popup = page.waitForEvent('popup');
    await deposit(page, 'demo_ewallet', '30');
    await expect(page).toHaveURL(/\/cashier\/paynewwindow$/);
    await expect(page.getByRole('heading', { name: 'Continue in the new window' })).toBeVisible();
    const window = await popup;
    // while the window is open the deposit's result page is its pending page (it had redirected to itself)
    const transaction = /\/pay\/demo\/(\d+)/.exec(window.url())![1]!;
    const result = await context.newPage();
    const answer = await result.goto(`/cashier/paypending/${transaction}`);
    expect(answer!.status()).toBe(200);
    await expect(result).toHaveURL(new RegExp(`/cashier/paypending/${transaction}$`));
    await window.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(window).toHaveURL(/\/cashier\/paysuccess\/\d+$/);
    await window.close();
    await expect(headerMain(page)).toHaveText(/\$1,390/);
    // and once confirmed, the pending page moves on to the success page
    await expect(result).toHaveURL(new RegExp(`/cashier/paysuccess/${transaction}$`), { timeout: 20_000 });
    await result.close();
  });

  test('a mobile method asks for the phone and shows the mobile page', async () => {
    await open(page, '/cashier/deposit/demo_mobile');
    const form = page.getByRole('form', { name: 'Deposit' });
    await form.getByLabel('Amount (USD)').fill('12');
    await form.getByLabel('Phone number').fill('+5511987654321');
    await form.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(form.getByLabel('Amount (USD)')).toHaveAccessibleDescription(/Value is not multiple of 5/);
    await form.getByLabel('Amount (USD)').fill('15');
    await form.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page).toHaveURL(/\/cashier\/paymobile$/);
  });

  test('without SharedWorker the page holds the socket itself and still hears the balance', async ({ browser }) => {
    const fallback = await browser.newContext({ storageState: await context.storageState() });
    await fallback.addInitScript(() => {
      // @ts-expect-error -- a browser without SharedWorker
      delete window.SharedWorker;
    });
    const tab = await fallback.newPage();
    await open(tab, '/promotions');
    // the mobile deposit above settles by itself (DEMO_DEPOSIT_SETTLE_MS), so the balance read below stays put
    await expect.poll(async () => (await apiGet<{ items: { method: string; status: string }[] }>(tab, 'gethistory?type=deposit')).items.find((i) => i.method === 'demo_mobile')?.status).toBe('success');
    // the page's own socket: connected (its CONNECT answered) once the player's room has it
    const connected = new Promise<void>((resolve) =>
      tab.on('websocket', (ws) => {
        if (new URL(ws.url()).pathname.startsWith('/socket.io')) ws.on('framereceived', (frame) => String(frame.payload).startsWith('40') && resolve());
      }),
    );
    await tab.reload();
    const before = Number((await headerMain(tab).innerText()).replace(/[^\d.]/g, ''));
    await connected;
    expect((await post(tab, 'makedeposit', { method: 'demo_card', amount: '10', requisites: CARD })).error).toBeUndefined();
    await expect(headerMain(tab)).toContainText(`$${(before + 10).toLocaleString('en-US')}`);
    await fallback.close();
  });
});
