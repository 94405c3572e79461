import { expect, type Locator, type Page, test } from './fixtures';
import { devHeaders } from './dev-token';
import { dismissPopups, expectNoSeriousA11yViolations, postFromPage } from './support';
import { newPlayer as signUp } from './players';

const newPlayer = (page: Page) => signUp(page, { prefix: 'rg' });

test('set a deposit limit in the centre and hit it at the cashier', async ({ page }) => {
  await newPlayer(page);
  await page.goto('/profile/responsible-game');
  const card = page.getByRole('region', { name: 'Deposit limit' });
  await card.getByLabel('Amount (USD)').fill('30');
  await card.getByLabel('Period').selectOption('7');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Saved. It applies now.')).toBeVisible();
  await expect(card.getByTestId('limit-deposit-current')).toContainText('7 days');
  // a higher limit waits the cooling-off and is shown as pending
  await card.getByLabel('Amount (USD)').fill('300');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText(/Waiting change/)).toBeVisible();
  // the cashier says what the limit allows before anything is sent
  await page.goto('/cashier/deposit/demo_card');
  await dismissPopups(page);
  const form = page.getByRole('form', { name: 'Deposit' });
  await form.getByLabel('Amount (USD)').fill('40');
  await form.getByLabel('Card number').fill('4111 1111 1111 1111');
  await form.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(form.getByText('Your deposit limit allows at most $30 now')).toBeVisible();
  await expect(form.getByLabel('Amount (USD)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/cashier\/deposit\/demo_card$/);
  // and the platform refuses it whatever the client does
  const over = await postFromPage(page, 'makedeposit', { method: 'demo_card', amount: '40', requisites: JSON.stringify({ card_number: '4111111111111111' }) });
  expect(over.error).toMatchObject({ type: 'BillingDepositLimitExceededException', error_data: { available_amount: 30 } });
});

test('the first deposit asks for a deposit limit first: set there, it applies at once, and it is asked once', async ({ page }) => {
  await newPlayer(page);
  await page.goto('/cashier/deposit/demo_card');
  const prompt = page.getByRole('dialog', { name: 'Set a deposit limit' });
  await expect(prompt).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await prompt.getByRole('button', { name: 'Set the limit' }).click();
  await expect(prompt.getByLabel('Amount (USD)')).toHaveAccessibleDescription('Field is required');
  await prompt.getByLabel('Amount (USD)').fill('75');
  await prompt.getByLabel('Period').selectOption('7');
  await prompt.getByRole('button', { name: 'Set the limit' }).click();
  await expect(prompt).toBeHidden();
  const form = page.getByRole('form', { name: 'Deposit' });
  await expect(page.getByText('Weekly limit: $75 left of $75')).toBeVisible();
  await form.getByLabel('Amount (USD)').fill('80');
  await form.getByLabel('Card number').fill('4111 1111 1111 1111');
  await form.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(form.getByText('Your deposit limit allows at most $75 now')).toBeVisible();
  // answered: the next visit to a deposit form asks nothing
  const [status] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/protection/getStatus')), page.reload()]);
  expect(((await status.json()).data as { limit_prompt: boolean }).limit_prompt).toBe(false);
  await expect(page.getByRole('form', { name: 'Deposit' })).toBeVisible();
  await expect(prompt).toHaveCount(0);
});

const CARD = JSON.stringify({ card_number: '4111111111111111' });

test('self-exclude and fail to sign in; money left can still be withdrawn, and nothing else', async ({ page }) => {
  const login = await newPlayer(page);
  expect((await postFromPage(page, 'makedeposit', { method: 'demo_card', amount: '20', requisites: CARD })).error).toBeUndefined();
  await page.goto('/profile/responsible-game');
  const section = page.getByRole('region', { name: 'Self-exclusion' });
  await section.getByLabel('Length').selectOption('6m');
  await section.getByLabel('Your password').fill('Secret12');
  await section.getByLabel(/cannot be lifted/).check();
  await section.getByRole('button', { name: 'Self-exclude' }).click();
  await expect(page.getByText('You are self-excluded')).toBeVisible();
  const info = await page.evaluate(async () => (await fetch('/api/getInfo')).json());
  expect(info.data.uid).toBe(0);
  // the sign-in form says why and until when, not that the password is wrong
  await page.goto('/?show_popup_auth=1');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('E-mail or login').fill(login);
  await dialog.getByLabel('Password', { exact: true }).fill('Secret12');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('You are taking a break from play');
  await expect(dialog.getByRole('alert')).toContainText('signing in is closed until');
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  const again = await postFromPage(page, 'login', { login, password: 'Secret12' });
  expect(again.error).toMatchObject({ type: 'AccessDeniedException', error_data: { reason: 'excluded', kind: 'self_exclusion', can_withdraw: true } });

  // the $20 left: signing in to withdraw it lands on the withdrawal page, where it goes out
  await expect(dialog.getByRole('alert')).toContainText('you can still sign in to withdraw it, and nothing else');
  await dialog.getByRole('button', { name: 'Sign in to withdraw my balance' }).click();
  await expect(page).toHaveURL(/\/cashier\/withdraw$/);
  await dismissPopups(page);
  const form = page.getByRole('form', { name: 'Withdraw' });
  await page.getByLabel('Payment method').selectOption({ label: 'Card' });
  await form.getByLabel('Amount (USD)').fill('20');
  await form.getByLabel('Card number').fill('4111111111111111');
  await form.getByLabel('Card holder').fill('Jane Doe');
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Your withdrawal request has been received.')).toBeVisible();
  // anything but the withdrawal stays closed
  const deposit = await postFromPage(page, 'makedeposit', { method: 'demo_card', amount: '20', requisites: CARD });
  expect(deposit.error).toMatchObject({ type: 'AccessDeniedException', error_data: { reason: 'excluded' } });
});

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, max = 250) {
  const element = await target.elementHandle();
  expect(element, 'the element to reach').not.toBeNull();
  for (let i = 0; i < max; i++) {
    if (await element!.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached with ${max} presses of Tab`);
}

test('keyboard-only through the responsible-gambling centre, axe finds nothing serious', async ({ page }) => {
  test.setTimeout(120_000); // a key press at a time, as a person moves
  const login = await newPlayer(page);
  await page.goto('/profile/settings');
  await dismissPopups(page);
  // one click from every page: the footer link, reached and followed with the keyboard alone
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await tabTo(page, page.getByRole('contentinfo').getByRole('link', { name: 'Responsible gambling centre' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile\/responsible-game$/);
  await expectNoSeriousA11yViolations(page);

  // a wager limit: the amount typed, Enter submits its form
  const card = page.getByRole('region', { name: 'Wager limit' });
  await tabTo(page, card.getByLabel('Amount (USD)'));
  await page.keyboard.type('25');
  await page.keyboard.press('Enter');
  await expect(card.getByText('Saved. It applies now.')).toBeVisible();

  // the reality check: the interval chosen with the arrow keys, saved with the button
  const reality = page.getByRole('region', { name: 'Reality check' });
  const interval = reality.getByLabel('Remind me every');
  await tabTo(page, interval);
  await page.keyboard.press('ArrowDown');
  await expect(interval).not.toHaveValue('');
  await tabTo(page, reality.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(reality.getByText('Saved. It applies now.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // a time-out: password, the confirmation ticked with Space, started with Enter
  const timeout = page.getByRole('region', { name: 'Time-out' });
  await tabTo(page, timeout.getByRole('button', { name: 'Start the time-out' }));
  await page.keyboard.press('Enter');
  await expect(timeout.getByLabel('Your password')).toHaveAccessibleDescription('Field is required');
  await tabTo(page, timeout.getByLabel('Your password'));
  await page.keyboard.type('Secret12');
  await tabTo(page, timeout.getByRole('checkbox'));
  await page.keyboard.press('Space');
  await expect(timeout.getByRole('checkbox')).toBeChecked();
  await tabTo(page, timeout.getByRole('button', { name: 'Start the time-out' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your time-out has started')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const again = await postFromPage(page, 'login', { login, password: 'Secret12' });
  expect(again.error).toMatchObject({ type: 'AccessDeniedException', error_data: { reason: 'excluded', kind: 'timeout' } });
});

/** The first slot of the catalogue. */
async function firstSlot(page: Page): Promise<{ sysname: string; name: string }> {
  const response = await page.request.get('/api/games/get?types=slot&count=1');
  const item = (await response.json()).data.items[0];
  expect(item, 'a slot in the catalogue').toBeTruthy();
  return item;
}

/** Spins the slot in the game frame and waits for the platform's answer. */
async function spin(page: Page) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && /\/games\/api\/[^/]+\/round$/.test(new URL(r.url()).pathname)),
    page.frameLocator('iframe[src^="/games/"]').getByRole('button', { name: 'Spin' }).click(),
  ]);
  return response;
}

test('a reality check appears during play: session time, wagered, won and net; play waits until the player continues', async ({ page }) => {
  const login = await newPlayer(page);
  const deposit = await postFromPage(page, 'makedeposit', { method: 'demo_card', amount: '50', requisites: JSON.stringify({ card_number: '4111111111111111' }) });
  expect(deposit.error, JSON.stringify(deposit)).toBeUndefined();
  // the player picks an interval in the centre
  await page.goto('/profile/responsible-game');
  await dismissPopups(page);
  const reality = page.getByRole('region', { name: 'Reality check' });
  await reality.getByLabel('Remind me every').selectOption('15');
  await reality.getByRole('button', { name: 'Save' }).click();
  await expect(reality.getByText('Saved. It applies now.')).toBeVisible();

  const slot = await firstSlot(page);
  await page.goto(`/game/${slot.sysname}`);
  await dismissPopups(page);
  await expect(page.getByTestId('session-clock')).toHaveText(/^\d+:\d{2}:\d{2}$/);
  await expect(page.getByTestId('session-net')).toHaveText('$0');
  await expectNoSeriousA11yViolations(page);
  const first = await spin(page);
  expect(first.ok()).toBe(true);
  const played = (await first.json()).data as { round: { bet: { amount: number }; win: { amount: number } } };
  // the net position follows the round: won − wagered this session
  const net = Math.round((played.round.win.amount - played.round.bet.amount) * 100) / 100;
  const abs = Number.isInteger(Math.abs(net)) ? String(Math.abs(net)) : Math.abs(net).toFixed(2);
  await expect(page.getByTestId('session-net')).toHaveText(net > 0 ? `+$${abs}` : net < 0 ? `-$${abs}` : '$0');

  // full screen takes the session clock and net position along with the game
  await page.getByRole('button', { name: 'Full screen', exact: true }).click();
  const playArea = page.locator('[data-fullscreen]');
  await expect(playArea.getByTestId('session-clock')).toBeVisible();
  await expect(playArea.getByTestId('session-net')).toBeVisible();

  // a quarter of an hour of play goes by; the round in progress then finishes and the check opens
  const elapsed = await page.request.post('/api/dev/protection/elapse', { headers: devHeaders, data: { email: login, minutes: 15 } });
  expect(elapsed.ok(), await elapsed.text()).toBe(true);
  expect((await spin(page)).ok()).toBe(true);
  const dialog = page.getByRole('dialog', { name: 'Reality check' });
  await expect(dialog).toBeVisible();
  // out of full screen: the dialog shows outside the full-screen element, which would hide it
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  await expect(dialog).toContainText('every 15 minutes');
  await expect(dialog.getByTestId('reality-summary')).toContainText(/Session time\s*0:1[5-9]:\d{2}/);
  await expect(dialog.getByTestId('reality-summary')).toContainText('Wagered');
  await expect(dialog.getByTestId('reality-summary')).toContainText('Won');
  await expect(dialog.getByTestId('reality-summary')).toContainText('Net position');
  await expect(dialog.getByRole('link', { name: 'See my history' })).toHaveAttribute('href', '/profile/bets/history');
  await expectNoSeriousA11yViolations(page);
  // play waits: Escape does not close it, and the platform refuses a round until it is acknowledged
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  const waiting = await page.evaluate(async (sysname) => {
    const res = await fetch(`/games/api/${sysname}/round`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ bet: 1, mode: 'real', idempotency_key: `rc-${Date.now()}` }) });
    return res.json();
  }, slot.sysname);
  expect(waiting.error).toMatchObject({ type: 'AccessDeniedException', error_data: { reason: 'reality_check' } });
  await dialog.getByRole('button', { name: 'Continue playing' }).click();
  await expect(dialog).toBeHidden();
  // focus goes back to where it was (the game), never to the body
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName ?? 'BODY')).not.toBe('BODY');
  expect((await spin(page)).ok()).toBe(true);
  await expect(dialog).toBeHidden();
});
