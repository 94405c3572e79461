// The journeys' players. A journey registers the players it changes (unique e-mails, so journeys
// and lanes never share one); the seeded demo players (platform/seed) are only read. Every sign-in
// and registration goes through here, and so do the popups that follow one: campaign popups are
// marked seen for the player in this browser, as a returning player's browser has them, so none
// opens over a page between a test's actions. A journey about a popup asks for it by name.
import { type Browser, expect, type Page } from './fixtures';
import { type CampaignPopup, pickCampaignPopup, readSeen, SEEN_POPUPS_KEY } from '../../features/offers/campaign-popups';
import { apiGet, dismissPopups, markCampaignPopupsSeen, postFromPage } from './support';

export const PASSWORD = 'Secret12';

export type Player = { login: string; password: string };

/** A seeded demo player (platform/seed/players.ts): sign in as them to read, never to change. */
export const DEMO_PLAYER: Player = { login: 'demo@example.com', password: 'Demo1234' };

/** An e-mail no other test uses: `prefix`, the time and a random part. */
export const uniqueEmail = (prefix = 'np') => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;

type RegisterOptions = { prefix?: string; password?: string; notify?: boolean };

/**
 * Registers a new player through the API from the page (the home page first when the page is on no
 * page of the site yet), who is then signed in there with its campaign popups seen.
 */
export async function createPlayer(page: Page, { prefix = 'np', password = PASSWORD, notify }: RegisterOptions = {}): Promise<Player> {
  const login = uniqueEmail(prefix);
  if (!page.url().startsWith('http')) await page.goto('/');
  const answer = await postFromPage(page, 'register', { email: login, password, terms: '1', currency: 'USD', ...(notify !== undefined && { notify: notify ? '1' : '0' }) });
  expect(answer.error, JSON.stringify(answer)).toBeUndefined();
  await markCampaignPopupsSeen(page);
  return { login, password };
}

/** A new player registered in a browser of its own, closed again: the journey's page stays a guest until it signs in. */
export async function createPlayerElsewhere(browser: Browser, options: RegisterOptions = {}): Promise<Player> {
  const context = await browser.newContext();
  try {
    return await createPlayer(await context.newPage(), options);
  } finally {
    await context.close();
  }
}

/** createPlayer, answering the login. */
export async function registerPlayer(page: Page, options: RegisterOptions = {}): Promise<string> {
  return (await createPlayer(page, options)).login;
}

/** A new player, signed in, on the home page loaded as theirs. Answers the login. */
export async function newPlayer(page: Page, options: RegisterOptions = {}): Promise<string> {
  const { login } = await createPlayer(page, options);
  await page.goto('/');
  return login;
}

/**
 * Signs `player` in through the API from the page; the next page loads as theirs, with no campaign
 * popup (`popups: 'keep'`: with the ones a sign-in brings, for the journey about them).
 */
export async function signIn(page: Page, player: Player, { popups = 'close' }: { popups?: 'close' | 'keep' } = {}) {
  if (!page.url().startsWith('http')) await page.goto('/');
  const answer = await postFromPage(page, 'login', { login: player.login, password: player.password });
  expect(answer.error, JSON.stringify(answer)).toBeUndefined();
  if (popups === 'close') await markCampaignPopupsSeen(page);
}

/** The sign-in form: the popup, opened by `?show_popup_auth=1` on `path`. */
export async function openSignIn(page: Page, path = '/') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}show_popup_auth=1`);
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Signs `player` in by the form, as a person does, on `path` (an ordinary page: the campaign check
 * runs there after a sign-in). `popups: 'close'` (the default) then closes the campaign popup that
 * check opens, if it opens one, and marks the rest seen; `'keep'` leaves them for the journey about them.
 */
export async function signInByForm(page: Page, player: Player, { path = '/', popups = 'close' }: { path?: string; popups?: 'close' | 'keep' } = {}) {
  const dialog = await openSignIn(page, path);
  const seenBefore = await page.evaluate((prefix) => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith(prefix)).map((k) => [k, localStorage.getItem(k)])), `${SEEN_POPUPS_KEY}:`);
  const check = popups === 'close' ? page.waitForResponse((r) => new URL(r.url()).pathname === '/api/popups/get' && r.request().method() === 'GET') : undefined;
  await dialog.getByLabel('E-mail or login').fill(player.login);
  await dialog.getByLabel('Password', { exact: true }).fill(player.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog).toBeHidden();
  if (!check) return;
  // the page shows the first popup of its check's answer that this browser had not seen for the player
  const found = ((await (await check).json()) as { data: CampaignPopup[] }).data;
  const { uid } = await apiGet<{ uid: number }>(page, 'getInfo');
  if (pickCampaignPopup(found, { seen: readSeen(seenBefore[`${SEEN_POPUPS_KEY}:${uid}`] ?? null) })) await expect(page.getByRole('dialog').first()).toBeVisible();
  await markCampaignPopupsSeen(page);
  await dismissPopups(page);
}

/**
 * Opens `path`, an ordinary page, and closes the offer popups a push (campaign.offer.available) kept
 * for it while the player was on a cashier or game page: the page shows those first thing, so they
 * are awaited when the tab holds some (the watcher's `pending_offer_popups`,
 * features/offers/components/campaign-popups-watcher.tsx), never guessed at with a timeout.
 */
export async function openAfterOffers(page: Page, path: string) {
  const pending = await page.evaluate(() => JSON.parse(sessionStorage.getItem('pending_offer_popups') ?? '[]') as number[]);
  await page.goto(path);
  await page.waitForLoadState('load');
  if (pending.length > 0) await expect(page.getByRole('dialog').first()).toBeVisible();
  await dismissPopups(page);
}

/** Money on the player's main balance: a demo-card deposit through the API from the page (a signed-in page). Answers its transaction. */
export async function fund(page: Page, amount: number): Promise<string> {
  const answer = await postFromPage(page, 'makedeposit', { method: 'demo_card', amount: String(amount), requisites: JSON.stringify({ card_number: '4111111111111111' }) });
  expect(answer.error, JSON.stringify(answer)).toBeUndefined();
  return (answer.data as { transaction: string }).transaction;
}
