import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Wheel, WheelCampaign, WheelSpin } from '@/lib/contract';
import { api, failure, formOf, ok, setupApiServer } from '@/tests/fixtures/msw';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { WheelGame } from './wheel-game';

vi.mock('next/navigation', () => ({ usePathname: () => '/wheel-of-fortune', useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const server = setupApiServer();

const usd = (amount: number) => ({ amount, currency: 'USD' });
const campaign: WheelCampaign = {
  id: 7,
  sysname: 'spring-wheel',
  title: 'Spring wheel',
  description: { rules: 'One spin, one prize.' },
  start_at: '2026-01-01T00:00:00.000Z',
  end_at: '2030-01-01T00:00:00.000Z',
  spin_balance: 2,
  spin_price: usd(1),
  config: { winnersType: 'public', controls: {} },
};
const wheel: Wheel = {
  campaign_id: 7,
  sectors: [
    { id: 1, position: 1, chance: 0.5, reward: { type: 'money', title: '5 USD', amount: usd(5) } },
    { id: 2, position: 2, chance: 0.25, reward: { type: 'empty', title: 'Nothing' } },
    { id: 3, position: 3, chance: 0.25, reward: { type: 'respin', title: 'Spin again' } },
  ],
  fair: { server_seed_hash: 'ab'.repeat(32), client_seed: 'client', nonce: 0 },
};
const spin: WheelSpin = { id: '99', campaign_id: 7, fakename: 'Me', position: 1, reward: { type: 'money', title: '5 USD', amount: usd(5) }, created_at: '2026-11-25T00:00:00.000Z' };
const balances = { balance_main: usd(10), balance_bonus: usd(0), balance_betting_bonus: usd(0), balance_fun: usd(0) };

/** The reads every render of the signed-in wheel makes (campaigns, the wheel, its quests). */
function reads(spinBalance = campaign.spin_balance) {
  server.use(
    api.get('wheel/campaignsGet', () => ok([{ ...campaign, spin_balance: spinBalance }])),
    api.get('wheel/wheelInfoGet', () => ok(wheel)),
    api.get('wheel/campaignsQuestsGet', () => ok([])),
  );
}

const render = () => renderWithProviders(<WheelGame campaigns={[campaign]} initialWheel={wheel} signedIn />);

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: vi.fn(), removeEventListener: vi.fn(), addListener: vi.fn(), removeListener: vi.fn(), onchange: null, dispatchEvent: () => false }));
}

afterEach(() => vi.unstubAllGlobals());

describe('WheelGame', () => {
  it('a player of another currency sees the price the purchase charges, and quest targets in the campaign’s currency', async () => {
    const eurCampaign = { ...campaign, spin_price: { amount: 0.92, currency: 'EUR' }, currency: 'USD' };
    const quest = { id: 1, campaign_id: 7, sysname: 'wager-20', title: 'Wager 20 USD', description: '', kind: 'wager' as const, target: 20, progress: 5.43, spins: 1, completed: false };
    server.use(
      api.get('wheel/campaignsGet', () => ok([eurCampaign])),
      api.get('wheel/wheelInfoGet', () => ok(wheel)),
      api.get('wheel/campaignsQuestsGet', () => ok([quest])),
    );
    const user = userEvent.setup();
    renderWithProviders(<WheelGame campaigns={[eurCampaign]} initialWheel={wheel} signedIn />);
    expect(screen.getByText(/€0\.92/)).toBeInTheDocument();
    expect(screen.queryByText(/\$1(\.00)?\b/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quests' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quests' });
    await waitFor(() => expect(dialog).toHaveTextContent('$5.43 of $20'));
  });

  it('buys spins through the amount dialog and its confirm; the count is checked first and the balance grows by what was bought', async () => {
    let spins = 2;
    let sent: Record<string, string> | null = null;
    server.use(
      api.get('wheel/campaignsGet', () => ok([{ ...campaign, spin_balance: spins }])),
      api.get('wheel/wheelInfoGet', () => ok(wheel)),
      api.get('wheel/campaignsQuestsGet', () => ok([])),
      api.post('wheel/buySpin', async ({ request }) => {
        sent = await formOf(request);
        spins += Number(sent.spins_amount);
        return ok({ campaign_id: 7, spin_balance: spins, paid: usd(3), balances });
      }),
    );
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Buy spins' }));
    const buy = screen.getByRole('dialog', { name: 'Buy spins' });
    const count = within(buy).getByRole('textbox', { name: /Number of spins/ });
    await user.clear(count);
    await user.type(count, '0');
    await user.click(within(buy).getByRole('button', { name: 'Continue' }));
    expect(count).toHaveAttribute('aria-invalid', 'true');
    expect(count).toHaveAccessibleDescription(/Enter a whole number from 1 to 100/);
    expect(sent).toBeNull();

    await user.clear(count);
    await user.type(count, '3');
    await user.click(within(buy).getByRole('button', { name: 'Continue' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm the purchase' });
    expect(confirm).toHaveTextContent('Buy 3 spins for $3 from your balance?');
    // Cancel goes back to the amount, nothing bought
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Buy spins' })).getByRole('button', { name: 'Continue' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Confirm the purchase' })).getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toMatchObject({ campaign_id: '7', spins_amount: '3' });
    expect(screen.getByTestId('spin-balance')).toHaveTextContent('5 spins');
  }, 60_000); // many keystrokes: slow on a busy machine

  it('returns focus to "Buy spins" after the two-step flow, whether confirmed or dismissed with Escape (the confirm opens from inside the amount dialog)', async () => {
    reads();
    server.use(api.post('wheel/buySpin', () => ok({ campaign_id: 7, spin_balance: 3, paid: usd(1), balances })));
    const user = userEvent.setup();
    render();
    const opener = screen.getByRole('button', { name: 'Buy spins' });
    const toConfirm = async () => {
      opener.focus();
      await user.keyboard('{Enter}');
      const count = within(screen.getByRole('dialog', { name: 'Buy spins' })).getByRole('textbox', { name: /Number of spins/ });
      await user.clear(count);
      await user.type(count, '1');
      within(screen.getByRole('dialog', { name: 'Buy spins' })).getByRole('button', { name: 'Continue' }).focus();
      await user.keyboard('{Enter}');
      return screen.getByRole('dialog', { name: 'Confirm the purchase' });
    };

    await toConfirm();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    const confirm = await toConfirm();
    within(confirm).getByRole('button', { name: 'Buy' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  }, 60_000);

  it('shows the insufficient-funds dialog with a link to deposit when the purchase is refused for money', async () => {
    reads();
    server.use(api.post('wheel/buySpin', () => failure('InvalidParameterException', { amount: ['insufficient_funds'] })));
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Buy spins' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Buy spins' })).getByRole('button', { name: 'Continue' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Confirm the purchase' })).getByRole('button', { name: 'Buy' }));
    const poor = await screen.findByRole('dialog', { name: 'Not enough money' });
    expect(within(poor).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/cashier/deposit');
    expect(screen.getByTestId('spin-balance')).toHaveTextContent('2 spins');
  });

  it('answers any other failure (a purchase or a spin) with the error confirm and wheelOfFortune.errorPopups.somethingWentWrong', async () => {
    reads();
    server.use(
      api.post('wheel/buySpin', () => failure('InternalErrorException', null, 'boom', 500)),
      api.post('wheel/spinWheel', () => failure('AccessDeniedException', { reason: 'campaign_over' }, undefined, 403)),
    );
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Buy spins' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Buy spins' })).getByRole('button', { name: 'Continue' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Confirm the purchase' })).getByRole('button', { name: 'Buy' }));
    let error = await screen.findByRole('dialog', { name: 'Wheel of fortune' });
    expect(error).toHaveTextContent('Something went wrong. Please try again.');
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Spin' }));
    error = await screen.findByRole('dialog', { name: 'Wheel of fortune' });
    expect(error).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('says why protection refused a purchase or a spin (a limit, a reality check waiting), not "something went wrong"', async () => {
    reads();
    server.use(
      api.post('wheel/buySpin', () => failure('AccessDeniedException', { reason: 'wager_limit', available_amount: 0 }, undefined, 403)),
      api.post('wheel/spinWheel', () => failure('AccessDeniedException', { reason: 'reality_check' }, undefined, 403)),
    );
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Buy spins' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Buy spins' })).getByRole('button', { name: 'Continue' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Confirm the purchase' })).getByRole('button', { name: 'Buy' }));
    let error = await screen.findByRole('dialog', { name: 'Wheel of fortune' });
    expect(error).toHaveTextContent('These spins would pass your wager limit.');
    await user.click(within(error).getByRole('button', { name: 'OK' }));

    await user.click(screen.getByRole('button', { name: 'Spin' }));
    error = await screen.findByRole('dialog', { name: 'Wheel of fortune' });
    expect(error).toHaveTextContent('Your reality check is waiting');
  });

  it("shows the campaign's button images (config.controls) in the spin and buy buttons, whose names stay their text", () => {
    reads();
    renderWithProviders(<WheelGame campaigns={[{ ...campaign, config: { winnersType: 'public', controls: { spin: '/images/wheel/spin.svg', buy: '/images/wheel/buy.svg' } } }]} initialWheel={wheel} signedIn />);
    expect(screen.getByTestId('wheel-control-spin')).toHaveAttribute('src', expect.stringContaining('spin.svg'));
    expect(screen.getByTestId('wheel-control-buy')).toHaveAttribute('src', expect.stringContaining('buy.svg'));
    expect(screen.getByRole('button', { name: 'Spin' })).toContainElement(screen.getByTestId('wheel-control-spin'));
    expect(screen.getByRole('button', { name: 'Buy spins' })).toContainElement(screen.getByTestId('wheel-control-buy'));
  });

  it('with reduced motion the wheel jumps to the sector (no turning transition) and the result is announced at once', async () => {
    preferReducedMotion(true);
    reads(1);
    server.use(api.post('wheel/spinWheel', () => ok({ spin, spin_balance: 1, next: wheel.fair })));
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(screen.getByTestId('wheel-result')).toHaveTextContent('You won 5 USD!'));
    const disc = screen.getByTestId('wheel-disc');
    expect(Number(disc.getAttribute('data-rotation'))).toBeLessThan(360); // no whole turns
    expect(disc.style.transitionDuration).toBe('0ms');
    expect(screen.getByTestId('spin-balance')).toHaveTextContent('1 spin');
  });

  it('without reduced motion the wheel turns several times and the result waits for the turn to end', async () => {
    preferReducedMotion(false);
    reads(1);
    server.use(api.post('wheel/spinWheel', () => ok({ spin, spin_balance: 1, next: wheel.fair })));
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(screen.getByTestId('wheel-result')).toHaveTextContent('The wheel is spinning…'));
    const disc = screen.getByTestId('wheel-disc');
    expect(Number(disc.getAttribute('data-rotation'))).toBeGreaterThanOrEqual(5 * 360);
    expect(disc.style.transitionDuration).toBe('');
    fireEvent.transitionEnd(disc);
    expect(screen.getByTestId('wheel-result')).toHaveTextContent('You won 5 USD!');
  });
});
