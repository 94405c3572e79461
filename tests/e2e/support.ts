import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures';
import { SEEN_POPUPS_KEY } from '../../features/offers/campaign-popups';

/** A POST from the page itself (same origin, session cookie, Origin header), as the site's client sends it. */
export async function postFromPage(page: Page, method: string, params: Record<string, string>) {
  return page.evaluate(
    async ({ method, params }) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(params)) body.set(k, v);
      const response = await fetch(`/api/${method}?v=2.34`, { method: 'POST', body, credentials: 'same-origin' });
      return response.json() as Promise<{ data?: unknown; error?: { type: string; error_data?: unknown } }>;
    },
    { method, params },
  );
}

export const LOCALES = ['pt-BR', 'es-ES', 'ar'] as const;

/** Public routes of SPEC §2 with a concrete example for each dynamic segment (demo seed). */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/offers',
  '/betting',
  '/promotions',
  '/providers',
  '/winners',
  '/support',
  '/unsubscribe',
  '/wheel-of-fortune',
  '/gamehall',
  '/jackpots',
  '/tournaments',
  '/game/sun-temple-riches',
  '/confirmation',
  '/confirmation/success',
  '/loyalty',
  '/loyalty/shop',
  '/forms/sign_in',
  '/forms/sign_up',
  '/_icons',
] as const;

/** Paths a guest may not open (SPEC §2 access guards). */
export const GUARDED_ROUTES = [
  '/cashier',
  '/cashier/wallet',
  '/cashier/deposit',
  '/cashier/history',
  '/cashier/withdraw',
  '/cashier/receipt',
  '/cashier/paysuccess',
  '/cashier/paysuccess/tx-1',
  '/cashier/payfail/tx-1',
  '/cashier/paypending/tx-1',
  '/cashier/paycancel',
  '/cashier/paymobile',
  '/cashier/paynewwindow',
  '/profile/settings',
  '/profile/bets/history',
  '/profile/bets/exports',
  '/profile/bonuses',
  '/profile/loyalty',
  '/profile/cashback',
  '/profile/security',
  '/profile/notification',
  '/profile/verification',
  '/profile/responsible-game',
  '/responsible-game',
  '/bets/sport',
] as const;

/** axe with WCAG A/AA rules: no serious or critical violation allowed. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

/** The header's main-balance figure. */
export const headerMain = (page: Page) => page.locator('header').first().getByTestId('header-balance-main');

/**
 * Closes the dialogs open now (e.g. the unseen-cashback popup after a sign-in) and the ones they
 * make way for, each by Escape, awaiting each close: the top one, then the next the queue opens.
 */
export async function dismissPopups(page: Page) {
  const dialogs = page.getByRole('dialog');
  for (let i = 0; i < 6 && (await dialogs.count()) > 0; i++) {
    const top = await dialogs.last().elementHandle();
    await page.keyboard.press('Escape');
    await top?.waitForElementState('hidden');
  }
}

/**
 * Marks every campaign popup seen by the signed-in player in this browser, as a returning player's
 * browser has: a popup another journey added would otherwise open over the page some time after
 * load (the re-check on route change), between a test's actions.
 */
export async function markCampaignPopupsSeen(page: Page) {
  await page.evaluate(async (seenKey) => {
    const info = (await (await fetch('/api/getInfo')).json()) as { data: { uid: number } };
    const popups = (await (await fetch('/api/popups/get')).json()) as { data: { id: number }[] };
    localStorage.setItem(`${seenKey}:${info.data.uid}`, JSON.stringify(popups.data.map((p) => p.id)));
  }, SEEN_POPUPS_KEY);
}

/** Opens a page and closes the popups it opened on load. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('load');
  await dismissPopups(page);
}

/** A platform GET's data, read with the page's cookies. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/${path}`);
  return ((await response.json()) as { data: T }).data;
}

/** The limit prompt a player who never deposited meets on a deposit form (the default rule pack asks before the first deposit): declined. */
export async function declineLimitPrompt(page: Page) {
  const prompt = page.getByRole('dialog', { name: 'Set a deposit limit' });
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toBeHidden();
}
