import { expect, type FrameLocator, type Page, type Response, test } from './fixtures';
import { expectNoSeriousA11yViolations, openPage } from './support';
import { createPlayer, fund } from './players';

// Table games (issue 16 item 5): European roulette, Punto Banco and blackjack play a real-money
// round of their own kind in the game frame, through the ledger, each for a new player with 50 USD deposited.

type Money = { amount: number; currency: string };
type Answer = { balance: Money; round: { id: string; mode: string; bet: Money; win: Money; outcome: Record<string, unknown> }; actions?: string[] };

const game = (page: Page): FrameLocator => page.frameLocator('iframe[src^="/games/"]');
const isRound = (r: Response, path: 'round' | 'action') => r.request().method() === 'POST' && new RegExp(`/games/api/[^/]+/${path}$`).test(new URL(r.url()).pathname);

/** Clicks a button of the game and answers the platform's round or action response. */
async function press(page: Page, name: string, path: 'round' | 'action' = 'round'): Promise<Answer> {
  const [response] = await Promise.all([page.waitForResponse((r) => isRound(r, path)), game(page).getByRole('button', { name, exact: true }).click()]);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Answer }).data;
}

async function mainBalance(page: Page): Promise<number> {
  const answer = await (await page.request.get('/api/getBalance')).json();
  return answer.data.balance_main.amount as number;
}

test.describe('table games play a game of their kind for real money', () => {
  test.beforeEach(async ({ page }) => {
    await createPlayer(page, { prefix: 'tables' });
    await fund(page, 50);
  });

  test('European roulette: a chip on red, one spin through the ledger', async ({ page }) => {
    await openPage(page, '/game/european-roulette');
    const frame = game(page);
    await expect(frame.getByText(/^Balance:/)).not.toContainText('Loading');
    const before = await mainBalance(page);
    await frame.getByLabel('Chip value').fill('1');
    await frame.getByRole('button', { name: /^Red, pays 1:1/ }).click();
    await frame.getByRole('button', { name: /^Number 17 Black, pays 35:1/ }).click();
    await expect(frame.getByRole('list', { name: /Your bets/ })).toContainText('on Red');
    const played = await press(page, 'Spin');
    expect(played.round).toMatchObject({ mode: 'real', bet: { amount: 2 }, outcome: { engine: 'roulette' } });
    const pocket = played.round.outcome.pocket as number;
    await expect(frame.getByRole('status')).toContainText(`The ball lands on ${pocket}`);
    await expect(frame.getByRole('img', { name: new RegExp(`^Last number: ${pocket},`) })).toBeVisible();
    expect(await mainBalance(page)).toBeCloseTo(before - 2 + played.round.win.amount, 2);
    await expectNoSeriousA11yViolations(page);
  });

  test('Punto Banco: a chip on the banker, one coup dealt by the tableau', async ({ page }) => {
    await openPage(page, '/game/punto-banco');
    const frame = game(page);
    await expect(frame.getByText(/^Balance:/)).not.toContainText('Loading');
    const before = await mainBalance(page);
    await frame.getByLabel('Chip value').fill('2');
    await frame.getByRole('button', { name: /^Banker, pays 0\.95:1/ }).press('Enter');
    const played = await press(page, 'Deal');
    const o = played.round.outcome as { winner: string; playerTotal: number; bankerTotal: number };
    expect(played.round.outcome.engine).toBe('baccarat');
    expect(played.round.win.amount).toBeCloseTo(o.winner === 'banker' ? 3.9 : o.winner === 'tie' ? 2 : 0, 2);
    await expect(frame.getByRole('status')).toContainText(`Player ${o.playerTotal}, Banker ${o.bankerTotal}`);
    expect(await mainBalance(page)).toBeCloseTo(before - 2 + played.round.win.amount, 2);
  });

  test('Blackjack: deal, then stand; the hand settles through the ledger', async ({ page }) => {
    await openPage(page, '/game/classic-blackjack');
    const frame = game(page);
    await expect(frame.getByText(/^Balance:/)).not.toContainText('Loading');
    const stand = frame.getByRole('button', { name: 'Stand', exact: true });
    const deal = frame.getByRole('button', { name: 'Deal', exact: true });
    await expect.poll(async () => (await deal.isEnabled()) || (await stand.isEnabled())).toBe(true);
    // a hand left open by an earlier visit is resumed, not dealt again
    if (await stand.isEnabled()) await press(page, 'Stand', 'action');
    const before = await mainBalance(page);
    await frame.getByLabel('Bet').fill('1');
    let hand = await press(page, 'Deal');
    expect(hand.round.outcome.engine).toBe('blackjack');
    if (hand.round.outcome.phase === 'player') {
      expect(hand.round.outcome.dealer as unknown[]).toHaveLength(1);
      await expect(frame.getByRole('status')).toContainText('Hit, stand or double?');
      await expect(frame.getByRole('button', { name: 'Hit', exact: true })).toBeFocused();
      expect(await mainBalance(page)).toBeCloseTo(before - 1, 2); // the stake is locked at the deal
      await page.keyboard.press('Tab'); // focus moves from Hit to Stand
      const [response] = await Promise.all([page.waitForResponse((r) => isRound(r, 'action')), page.keyboard.press('Enter')]);
      hand = ((await response.json()) as { data: Answer }).data;
    }
    expect(hand.round.outcome.phase).toBe('done');
    expect(hand.round.outcome.result).toMatch(/^(blackjack|win|push|lose|bust)$/);
    await expect(frame.getByRole('status')).toContainText(/dealer/i);
    await expect(deal).toBeEnabled();
    expect(await mainBalance(page)).toBeCloseTo(before - hand.round.bet.amount + hand.round.win.amount, 2);
  });
});
