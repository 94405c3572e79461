import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, expect, type Page, test } from './fixtures';
import { GUARDED_ROUTES, postFromPage, PUBLIC_ROUTES } from './support';
import { createPlayer, DEMO_PLAYER, fund, registerPlayer, signIn } from './players';

// What a new player sees (issue 16): pages within a phone's width, menu and footer links that
// answer, display names instead of internal ones, translated hall titles and promotion cards, and
// the sign-up form's terms link and social logos. The card requisites are in cashier.spec.ts.

const LOCALES = ['en-US', 'es-ES', 'pt-BR', 'ar'] as const;
const prefix = (locale: string) => (locale === 'en-US' ? '' : `/${locale}`);
const localized = (locale: string, path: string) => `${prefix(locale)}${path === '/' && locale !== 'en-US' ? '' : path}`;

/** A phone: touch, 360 px first (the narrowest common width), then 390 px. */
async function phone(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });
}

/** How far the document (and any open dialog) reaches beyond the viewport, in px; 0 when it fits. */
async function overflow(page: Page): Promise<{ document: number; dialogs: number }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    let dialogs = 0;
    for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
      const box = dialog.getBoundingClientRect();
      if (box.width === 0) continue;
      dialogs = Math.max(dialogs, box.right - width, -box.left);
    }
    return { document: document.documentElement.scrollWidth - width, dialogs: Math.max(0, Math.round(dialogs)) };
  });
}

async function expectWithinViewport(page: Page, paths: readonly string[], locale: string) {
  const wide: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(localized(locale, path));
    await page.waitForLoadState('load');
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 780 });
      const { document, dialogs } = await overflow(page);
      if (document > 0 || dialogs > 0) wide.push(`${localized(locale, path)} at ${width}px: page +${document}px, dialog +${dialogs}px`);
    }
  }
  expect(wide).toEqual([]);
}

/** Detail pages and game pages of the demo seed, beyond the route list: a table game's board and a hand of cards included. */
const DETAIL_ROUTES = ['/gamehall/table', '/game/european-roulette', '/game/classic-blackjack', '/game/punto-banco', '/tournaments/1', '/jackpots/1', '/loyalty/casino-club', '/offers/1'] as const;

test.describe('no page is wider than a phone', () => {
  // Four long read-only walks: each may run in any lane, so the longest file no longer sets the floor of the run.
  test.describe.configure({ mode: 'parallel', timeout: 240_000 });
  for (const locale of ['en-US', 'ar'] as const) {
    test(`guest, ${locale === 'ar' ? 'RTL' : 'LTR'} (${locale})`, async ({ browser }) => {
      const context = await phone(browser);
      const page = await context.newPage();
      await expectWithinViewport(page, PUBLIC_ROUTES, locale);
      await context.close();
    });
    test(`signed in, ${locale === 'ar' ? 'RTL' : 'LTR'} (${locale}), the sign-in popups included`, async ({ browser }) => {
      const context = await phone(browser);
      const page = await context.newPage();
      await signIn(page, DEMO_PLAYER, { popups: 'keep' }); // read only: the popups are left open, never closed
      // After signing in, the unseen-cashback popup opens: it fits and speaks the page's language.
      await page.goto(localized(locale, '/'));
      const dialog = page.getByRole('dialog');
      if (await dialog.count()) {
        expect((await overflow(page)).dialogs).toBe(0);
        if (locale === 'ar') await expect(dialog.first()).not.toContainText(/\b(the|your|Cashback)\b/);
      }
      await expectWithinViewport(page, [...PUBLIC_ROUTES, ...GUARDED_ROUTES, ...DETAIL_ROUTES], locale);
      await context.close();
    });
  }
});

test('signed in with a long login, the header fits at desktop widths in every locale', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 720 } });
  const page = await context.newPage();
  await registerPlayer(page, { prefix: 'a-rather-long-login-', notify: false });
  const wide: string[] = [];
  for (const locale of LOCALES) {
    await page.goto(localized(locale, '/cashier/deposit'));
    await page.waitForLoadState('load');
    for (const width of [1024, 1280, 1366, 1440]) {
      await page.setViewportSize({ width, height: 720 });
      const { document } = await overflow(page);
      if (document > 0) wide.push(`${locale} at ${width}px: +${document}px`);
    }
    await page.setViewportSize({ width: 1024, height: 720 });
  }
  expect(wide).toEqual([]);
  await context.close();
});

type MenuLink = { link: string; submenu?: MenuLink[]; target?: string };
type Menus = { sidebar: { links: MenuLink[] }[]; header: MenuLink[]; footer: { links: MenuLink[] }[]; banner: { button: { slug: string }; public: { button: { slug: string } } } };

/** Every internal link of a locale's menus: sidebar (with submenus), header, footer and the menu banner. */
function menuLinks(locale: string): string[] {
  const menus = JSON.parse(readFileSync(join(process.cwd(), 'content', locale, 'menus.json'), 'utf8')) as Menus;
  const flat = (links: MenuLink[]): string[] => links.flatMap((l) => [l.link, ...flat(l.submenu ?? [])]);
  const all = [...menus.sidebar.flatMap((g) => flat(g.links)), ...flat(menus.header), ...menus.footer.flatMap((g) => flat(g.links)), menus.banner.button.slug, menus.banner.public.button.slug];
  return [...new Set(all.filter((link) => link.startsWith('/')))];
}

test('every menu and footer link answers a real page, in every locale', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO_PLAYER); // read only
  const broken: string[] = [];
  for (const locale of LOCALES) {
    const links = menuLinks(locale);
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      const response = await page.request.get(localized(locale, link));
      if (response.status() !== 200) broken.push(`${locale} ${link}: ${response.status()}`);
    }
  }
  // The links the page itself renders (header, footer) too, as a visitor sees them.
  await page.goto('/');
  const rendered = await page.locator('header a[href^="/"], footer a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(rendered.length).toBeGreaterThan(5);
  for (const href of new Set(rendered)) {
    const response = await page.request.get(href);
    if (response.status() !== 200) broken.push(`rendered ${href}: ${response.status()}`);
  }
  expect(broken).toEqual([]);
  await context.close();
});

test.describe('names players see', () => {
  test('payment method names in the history, the receipt and pending withdrawals; never a sysname', async ({ page }) => {
    await createPlayer(page, { prefix: 'names-', notify: false });
    const transaction = await fund(page, 100);
    const withdrawal = await postFromPage(page, 'makewithdrawal', { method: 'demo_card', amount: '30', requisites: JSON.stringify({ card_number: '4111111111111111', card_holder: 'Ann Lee' }) });
    expect(withdrawal.error).toBeUndefined();

    await page.goto('/cashier/history');
    await expect(page.locator('main')).toContainText('Card');
    await expect(page.locator('main')).not.toContainText('demo_card');
    await page.goto('/cashier/withdraw');
    await expect(page.locator('main')).toContainText('Card');
    await expect(page.locator('main')).not.toContainText('demo_card');
    await page.goto(`/cashier/paysuccess/${transaction}`);
    await expect(page.locator('main')).not.toContainText('demo_card');
    await page.goto(`/cashier/receipt?transaction=${transaction}`);
    await expect(page.locator('main')).not.toContainText('demo_card');
  });

  test('provider names on the game and tournament pages', async ({ page }) => {
    const providers = (await (await page.request.get('/api/games/getProviders')).json()).data as { sysname: string; name: string }[];
    const game = (await (await page.request.get('/api/games/get?count=1&types=slot')).json()).data.items[0] as { sysname: string; provider: string };
    const provider = providers.find((p) => p.sysname === game.provider)!;
    expect(provider.name).not.toBe(provider.sysname);
    await page.goto(`/game/${game.sysname}`);
    const facts = page.locator('main dl').first();
    await expect(facts).toContainText(provider.name);
    await expect(facts.getByText(provider.sysname, { exact: true })).toHaveCount(0);

    const tournaments = (await (await page.request.get('/api/tournaments/get?count=10')).json()).data as { items?: { id: number; provider: string | null }[] } | { id: number; provider: string | null }[];
    const list = Array.isArray(tournaments) ? tournaments : (tournaments.items ?? []);
    const withProvider = list.find((t) => t.provider);
    expect(withProvider, 'a tournament tied to a provider').toBeTruthy();
    await page.goto(`/tournaments/${withProvider!.id}`);
    const name = providers.find((p) => p.sysname === withProvider!.provider)!.name;
    await expect(page.locator('main')).toContainText(name);
    await expect(page.locator('main').getByText(withProvider!.provider!, { exact: true })).toHaveCount(0);
  });

  test('a sportsbook bet shows in Profile → Bet history', async ({ page }) => {
    await createPlayer(page, { prefix: 'bets' });
    await fund(page, 10);
    const state = (await (await page.request.get('/games/api/sportsbook/state?mode=real')).json()).data as { events: { id: number; home: string; away: string }[] };
    const event = state.events[0]!;
    const placed = await page.evaluate(async (eventId) => {
      const response = await fetch('/games/api/sportsbook/bets', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ selections: [{ event_id: eventId, pick: 'home' }], stake: '2', idempotency_key: `np-${Date.now()}-${Math.random().toString(36).slice(2)}` }),
      });
      return response.status;
    }, event.id);
    expect(placed).toBe(200);
    await page.goto('/profile/bets/history');
    const sport = page.locator('#sport-bets');
    await expect(sport.getByRole('heading', { name: 'Sports bets' })).toBeVisible();
    await expect(sport.getByRole('table')).toContainText(`${event.home} – ${event.away}`);
  });
});

test.describe('translations', () => {
  test('hall row titles in Spanish, Portuguese and Arabic', async ({ page }) => {
    for (const [locale, title] of [['es-ES', 'Populares'], ['pt-BR', 'Populares'], ['ar', 'الأكثر شعبية']] as const) {
      await page.goto(`/${locale}`);
      await expect(page.locator('#category-popular').getByRole('heading').first()).toHaveText(title);
      await page.goto(`/${locale}/gamehall`);
      await expect(page.locator('main nav').first()).not.toContainText('Table games');
    }
  });

  test('promotion cards in the visitor’s language, amounts as the site writes money (SPEC §9)', async ({ page }) => {
    await page.goto('/ar/promotions');
    const main = page.locator('main');
    await expect(main).toContainText('مكافأة الترحيب');
    await expect(main).not.toContainText('Welcome bonus');
    await expect(main).not.toContainText('up to');
    await expect(main).toContainText(/100% حتى\s*\$500/);
    await page.goto('/es-ES/promotions');
    await expect(page.locator('main')).toContainText('Bono de bienvenida');
    await expect(page.locator('main')).toContainText('$10,000');
    await expect(page.locator('main')).not.toContainText('US$');
  });
});

test.describe('sign-up', () => {
  test('"terms and conditions" opens the terms page; social buttons carry the logo; Google (not configured) is not offered', async ({ page }) => {
    await page.goto('/forms/sign_up');
    const terms = page.getByRole('link', { name: 'terms and conditions' });
    await expect(terms).toHaveAttribute('href', '/terms');
    const response = await page.request.get('/terms');
    expect(response.status()).toBe(200);
    const demo = page.getByRole('button', { name: 'Sign up with Demo ID' });
    await expect(demo).toBeVisible();
    const logo = demo.locator('img');
    await expect(logo).toHaveAttribute('src', /\.svg$/);
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole('button', { name: /with Google/ })).toHaveCount(0);
    await expect(page.locator('[data-service]').filter({ hasText: /^\s*[A-Z]\s/ })).toHaveCount(0);
  });
});

test.describe('game frames and titles', () => {
  test('the frame is as tall as the game: no scrolling inside it, the win message and the fairness panel reachable; the fairness page leads back', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const slot = (await (await page.request.get(`/api/games/get?types=slot&count=1&options=${encodeURIComponent(JSON.stringify({ has_demo: true }))}`)).json()).data.items[0] as { sysname: string };
    await page.goto(`/game/${slot.sysname}?mode=demo`);
    const frame = page.frameLocator('iframe[src^="/games/"]');
    await expect(frame.getByRole('button', { name: 'Spin' })).toBeVisible();
    const element = page.locator('iframe[src^="/games/"]');
    // The frame grows to the document's content: nothing inside it needs scrolling.
    await expect.poll(async () => element.evaluate((iframe: HTMLIFrameElement) => {
      const doc = iframe.contentDocument!;
      return doc.querySelector('main')!.getBoundingClientRect().height - iframe.clientHeight;
    })).toBeLessThanOrEqual(1);
    await frame.getByRole('button', { name: 'Spin' }).click();
    const live = frame.getByRole('status');
    await expect(live).not.toBeEmpty();
    await live.scrollIntoViewIfNeeded();
    await expect(live).toBeInViewport();
    const fairness = frame.getByText('Provable fairness');
    await fairness.scrollIntoViewIfNeeded();
    await expect(fairness).toBeInViewport();

    const round = await page.evaluate(async (sysname) => {
      const response = await fetch(`/games/api/${sysname}/round`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'demo', bet: '1', idempotency_key: `np-fair-${Date.now()}` }) });
      return ((await response.json()) as { data: { round: { id: string } } }).data.round.id;
    }, slot.sysname);
    await page.goto(`/games/fairness?round=${round}`);
    await expect(page.getByRole('heading', { name: 'Round verification' })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(14, 17, 23)');
    await page.getByRole('link', { name: 'Back to the game' }).click();
    await expect(page).toHaveURL(new RegExp(`/game/${slot.sysname}$`));
    await context.close();
  });

  test('a table title with no engine of its kind is not playable, never a card game under its name', async ({ page }) => {
    await page.goto('/');
    const document = await page.request.get('/games/triple-card-poker/play?mode=demo');
    expect(await document.text()).toContain('This game is not available.');
    const answer = await page.evaluate(async () => {
      const response = await fetch('/games/api/triple-card-poker/round', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'demo', bet: '1', guess: 'higher', idempotency_key: `np-poker-${Date.now()}` }) });
      return (await response.json()) as { error?: { type: string; error_data?: Record<string, string[]> } };
    });
    expect(answer.error).toEqual({ type: 'InvalidParameterException', error_data: { game: ['not_playable'] } });
  });
});
