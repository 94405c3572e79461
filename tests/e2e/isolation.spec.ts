import { type BrowserContext, expect, type Page, test } from './fixtures';
import { postFromPage } from './support';

// Whatever the server keeps between requests (shared GETs, catalogue and content caches, rendered
// fragments), a signed-in visitor sees only their own account: two players with two balances ask
// for the same URLs at the same time and each sees their own login and balance, never the other's.
const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const PLAYERS = [
  { email: `iso-a-${run}@example.com`, amount: '137', shown: /\$137(\.00)?\b/ },
  { email: `iso-b-${run}@example.com`, amount: '2468', shown: /\$2,468(\.00)?\b/ },
];
const URLS = ['/', '/gamehall', '/cashier/deposit', '/game/sun-temple-riches'];

test.describe.serial('signed-in pages are never shared between visitors', () => {
  const sessions: { context: BrowserContext; page: Page }[] = [];

  test.beforeAll(async ({ browser }) => {
    for (const player of PLAYERS) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto('/');
      const registered = await postFromPage(page, 'register', { email: player.email, password: 'secret12', currency: 'USD', terms: '1', notify: '0', is_betting: '0' });
      expect(registered.error).toBeUndefined();
      const deposited = await postFromPage(page, 'makedeposit', { method: 'demo_card', amount: player.amount, requisites: JSON.stringify({ card_number: '4111111111111111' }), idempotency_key: `iso-${player.email}` });
      expect(deposited.error).toBeUndefined();
      sessions.push({ context, page });
    }
  });
  test.afterAll(async () => {
    for (const { context } of sessions) await context.close();
  });

  test('the same URLs asked at once answer each player with their own account', async () => {
    for (const url of URLS) {
      // 8 requests per player, all in flight together.
      const answers = await Promise.all(
        sessions.flatMap(({ context }, who) =>
          Array.from({ length: 8 }, async () => ({ who, html: await (await context.request.get(url, { headers: { accept: 'text/html' } })).text() })),
        ),
      );
      for (const { who, html } of answers) {
        expect(html, `${url} for player ${who}`).toContain(PLAYERS[who]!.email);
        expect(html, `${url} for player ${who}`).not.toContain(PLAYERS[1 - who]!.email);
      }
    }
  });

  test('each header shows its own balance when both open the home page together', async () => {
    await Promise.all(sessions.map(({ page }) => page.goto('/')));
    for (const [who, { page }] of sessions.entries()) {
      await expect(page.locator('header').first().getByTestId('header-balance-main')).toHaveText(PLAYERS[who]!.shown);
    }
  });
});
