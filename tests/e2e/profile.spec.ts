import { expect, type Page, test } from './fixtures';
import { devHeaders } from './dev-token';
import { dismissPopups, expectNoSeriousA11yViolations, postFromPage } from './support';
import { createPlayer, newPlayer as signUp } from './players';

// Profile journeys, each as a new player registered through the API from the page: the fill-profile
// flow from the withdrawal dead end, a phone confirmed by its code, a new password, two-factor on
// and a sign-in with a code, and identity verification with the built-in demo provider.

const PASSWORD = 'Secret12';
const newPlayer = (page: Page) => signUp(page, { prefix: 'pf', password: PASSWORD });

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('load');
  await dismissPopups(page);
}

type OutboxItem = { id: number; code: string | null; body: string };

async function outbox(page: Page, to: string): Promise<OutboxItem[]> {
  const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`, { headers: devHeaders });
  expect(response.ok(), 'the development outbox answers the dev token').toBe(true);
  return ((await response.json()).data ?? []) as OutboxItem[];
}

/** The newest message to `to` after message id `after` (the outbox is written in the request's transaction or right after). */
async function nextMessage(page: Page, to: string, after = 0): Promise<OutboxItem> {
  let found: OutboxItem | undefined;
  await expect.poll(async () => (found = (await outbox(page, to)).find((m) => m.id > after)), { message: `a message to ${to}` }).toBeTruthy();
  return found!;
}

const outboxTop = async (page: Page, to: string) => (await outbox(page, to))[0]?.id ?? 0;

test('fill the profile from the withdrawal dead end, then finish the withdrawal', async ({ page }) => {
  await newPlayer(page);
  const deposit = await postFromPage(page, 'makedeposit', { method: 'demo_card', amount: '200', requisites: JSON.stringify({ card_number: '4111111111111111' }) });
  expect(deposit.error, JSON.stringify(deposit)).toBeUndefined();
  // withdrawals go back to a method deposited with: a bank transfer too, once it has gone through (a few seconds)
  const bank = await postFromPage(page, 'makedeposit', { method: 'demo_bank', amount: '100' });
  expect(bank.error, JSON.stringify(bank)).toBeUndefined();
  const transaction = (bank.data as { transaction: string }).transaction;
  const bankStatus = async () => (await page.evaluate(async (id) => (await fetch(`/api/getdepositinfo?transaction=${id}`)).json(), transaction)).data?.status;
  await expect.poll(bankStatus, { timeout: 20_000 }).toBe('success');

  const withdraw = async () => {
    const form = page.getByRole('form', { name: 'Withdraw' });
    // a choice made before the form hydrated is lost (a loaded machine): choose until the bank's fields are there
    await expect(async () => {
      await page.getByLabel('Payment method').selectOption({ label: 'Bank transfer' });
      await expect(form.getByLabel('IBAN')).toBeVisible({ timeout: 1000 });
    }).toPass();
    await form.getByLabel('Amount (USD)').fill('60');
    await form.getByLabel('IBAN').fill('DE89370400440532013000');
    await form.getByLabel('Account holder').fill('Jane Doe');
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  };
  await open(page, '/cashier/withdraw');
  await withdraw();
  // the bank needs the player's name: the settings page, told where the player came from
  await expect(page).toHaveURL(/\/profile\/settings\?from=withdraw&toastType=fill_for_deposit$/);
  await expect(page.getByText('Fill in your personal data to continue with your payment.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Personal data' });
  await form.getByLabel('First name').fill('Jane1');
  await form.getByRole('button', { name: 'Save and continue' }).click();
  await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('First name')).toHaveAccessibleDescription('Wrong symbols in name');
  await expect(form.getByLabel('Last name')).toHaveAccessibleDescription('Field is required');
  // §5 "Sex: must be truthy": left on "Choose…" it is required like the other empty fields
  await expect(form.getByLabel('Sex')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Sex')).toHaveAccessibleDescription('Field is required');

  await form.getByLabel('First name').fill('Jane');
  await form.getByLabel('Last name').fill('Doe');
  await form.getByLabel('Sex').selectOption({ label: 'Female' });
  await form.getByLabel('Date of birth').fill('02.03.1990');
  // a country change brings that country's fields: its regions as a list (the first chosen) and its post code rule
  await form.getByLabel('Country').selectOption({ label: 'United States' });
  await expect(form.getByLabel('Region')).toHaveValue('California');
  await form.getByLabel('Region').selectOption('Texas');
  await form.getByLabel('Town or city').fill('Austin');
  await form.getByLabel('Address').fill('1 Congress Avenue');
  await form.getByLabel('Post code').fill('7870');
  await form.getByRole('button', { name: 'Save and continue' }).click();
  await expect(form.getByLabel('Post code')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Post code').fill('78701');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/cashier\/withdraw$/);
  await dismissPopups(page);
  await withdraw();
  await expect(page.getByText('Your withdrawal request has been received.')).toBeVisible();
  const profile = await page.evaluate(async () => (await fetch('/api/getprofileinfo')).json());
  expect(profile.data).toMatchObject({ first_name: 'Jane', last_name: 'Doe', sex: 2, country_code: 'US', region: 'Texas', postcode: '78701', birth_date: '02.03.1990' });
});

test('add a phone and confirm it by the code sent to it', async ({ page }) => {
  await newPlayer(page);
  await open(page, '/profile/settings');
  const add = page.getByRole('form', { name: 'Add a phone' });
  await expect(add.getByLabel('Phone number')).toBeDisabled();
  await add.getByLabel('Phone country code').selectOption('US');
  await add.getByLabel('Phone number').fill('202555');
  await add.getByRole('button', { name: 'Add a phone' }).click();
  await expect(add.getByLabel('Phone number')).toHaveAccessibleDescription('Wrong phone number format');
  await add.getByLabel('Phone number').fill('2025550143');
  await expect(add.getByLabel('Phone number')).toHaveValue('(202) 555-0143');
  await add.getByRole('button', { name: 'Add a phone' }).click();

  const contacts = page.getByRole('list', { name: 'Your contacts' });
  await expect(contacts.getByRole('listitem').filter({ hasText: '+12025550143' })).toContainText('Not confirmed');
  const confirm = page.getByRole('form', { name: 'Confirm +12025550143' });
  await confirm.getByLabel('Code').fill('000000');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm.getByLabel('Code')).toHaveAccessibleDescription(/The code is invalid/);

  const sms = await nextMessage(page, '12025550143');
  await confirm.getByLabel('Code').fill(sms.code!);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your phone number is confirmed.')).toBeVisible();
  const phone = contacts.getByRole('listitem').filter({ hasText: '+12025550143' });
  await expect(phone.getByText('Confirmed', { exact: true })).toBeVisible();
  // news to the phone: off, and the platform says so
  await phone.getByLabel('Send news and offers to +12025550143').uncheck();
  await expect.poll(async () => (await page.evaluate(async () => (await fetch('/api/getprofileinfo?fields=contacts')).json())).data.contacts.find((c: { type: string }) => c.type === 'phone').is_subscribed).toBe(false);
});

test('change the password and sign in with the new one', async ({ page }) => {
  const login = await newPlayer(page);
  await open(page, '/profile/security');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('NotMine99');
  await form.getByLabel('New password', { exact: true }).fill('Better456');
  await form.getByLabel('Repeat the new password').fill('Better45');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByLabel('Repeat the new password')).toHaveAccessibleDescription('Passwords do not match');
  await form.getByLabel('Repeat the new password').fill('Better456');
  await form.getByRole('button', { name: 'Change password' }).click();
  // a wrong previous password is refused by the platform, under its field
  await expect(form.getByLabel('Current password')).toHaveAccessibleDescription('Wrong password');
  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await postFromPage(page, 'logout', {});
  expect((await postFromPage(page, 'login', { login, password: PASSWORD })).error).toMatchObject({ type: 'AuthorizationException' });
  expect((await postFromPage(page, 'login', { login, password: 'Better456' })).error).toBeUndefined();
  await open(page, '/profile/security');
  await expect(page.getByRole('form', { name: 'Change password' })).toBeVisible();
});

test('turn two-factor on and sign in with a code', async ({ page }) => {
  const login = await newPlayer(page);
  await open(page, '/profile/security');
  await expect(page.getByTestId('two-factor-state')).toHaveText('off');
  const before = await outboxTop(page, login);
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  const confirm = page.getByRole('form', { name: 'Confirm turning two-factor on' });
  await confirm.getByLabel('Code').fill('12345');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm.getByLabel('Code')).toHaveAccessibleDescription(/The code must contain 6 digits/);
  await confirm.getByLabel('Code').fill((await nextMessage(page, login, before)).code!);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  await expect(page.getByTestId('two-factor-state')).toHaveText('on');

  await postFromPage(page, 'logout', {});
  const sent = await outboxTop(page, login);
  const first = await postFromPage(page, 'login', { login, password: PASSWORD });
  expect(JSON.stringify(first.error)).toContain('two_factor_auth is enable');
  const code = (await nextMessage(page, login, sent)).code!;
  expect((await postFromPage(page, 'login', { login, password: PASSWORD, code })).error).toBeUndefined();
  await open(page, '/profile/security');
  await expect(page.getByTestId('two-factor-state')).toHaveText('on');
});

test('verify identity with the demo provider', async ({ page }) => {
  await newPlayer(page);
  await open(page, '/profile/verification');
  await expect(page.getByTestId('verification-status')).toHaveText('Not verified');
  const form = page.getByRole('form', { name: 'Upload your document' });
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(form.getByLabel('Document type')).toHaveAccessibleDescription('Choose the document type');
  await expect(form.getByLabel('Scan or photo of the document')).toHaveAccessibleDescription(/Choose a file/);
  await form.getByLabel('Document type').selectOption({ label: 'Passport' });
  await form.getByLabel('Scan or photo of the document').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByTestId('verification-status')).toHaveText('Under review');

  // the operator approves by the link in the review request
  const uid = (await page.evaluate(async () => (await fetch('/api/getInfo')).json())).data.uid as number;
  await expect.poll(async () => (await outbox(page, 'kyc-review@operator.local')).find((m) => m.body.includes(`uid=${uid}&`))?.body ?? '').toContain('passport.png');
  const body = (await outbox(page, 'kyc-review@operator.local')).find((m) => m.body.includes(`uid=${uid}&`))!.body;
  const approve = /Approve: (\S+)/.exec(body)![1]!;
  expect((await page.request.get(new URL(approve).pathname + new URL(approve).search, { headers: devHeaders })).ok()).toBe(true);
  await page.getByRole('button', { name: 'Check the status' }).click();
  await expect(page.getByTestId('verification-status')).toHaveText('Verified');
  expect((await page.evaluate(async () => (await fetch('/api/getInfo')).json())).data).toMatchObject({ is_verified: true, is_on_verification: false });
});

test('unsubscribe from the link of an e-mail: opening it changes nothing, the button does', async ({ page, browser }) => {
  const { login } = await createPlayer(page, { prefix: 'pf', password: PASSWORD, notify: true });
  const subscribed = async () => ((await (await page.request.get('/api/getInfo')).json()).data as { is_subscribed: boolean }).is_subscribed;
  expect(await subscribed()).toBe(true);

  const mail = (await nextMessage(page, login)) as OutboxItem & { headers: Record<string, string> };
  expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const link = new URL(/https?:\/\/\S+\/unsubscribe\?\S+/.exec(mail.body)![0]);
  const path = `${link.pathname}${link.search}`;

  // a mail scanner fetching the link (and the one-click address) unsubscribes nobody
  expect((await page.request.get(path)).ok()).toBe(true);
  const oneClick = new URL(/^<(.+)>$/.exec(mail.headers['List-Unsubscribe']!)![1]!);
  expect((await page.request.get(`${oneClick.pathname}${oneClick.search}`)).status()).toBe(405);
  expect(await subscribed()).toBe(true);

  // the link needs no session: it is opened in the mail reader's browser, signed out
  const reader = await browser.newContext();
  const mailPage = await reader.newPage();
  await open(mailPage, path);
  await expect(mailPage.getByRole('heading', { level: 1, name: 'Stop our news?' })).toBeVisible();
  await expectNoSeriousA11yViolations(mailPage);
  expect(await subscribed()).toBe(true);
  await mailPage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(mailPage.getByRole('heading', { level: 1, name: 'You have unsubscribed' })).toBeVisible();
  expect(await subscribed()).toBe(false);
  await reader.close();
});
