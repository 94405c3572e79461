import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
