import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LoyaltyProduct } from '@/lib/contract';
import { api, failure, formOf, ok, setupApiServer } from '@/tests/fixtures/msw';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { Shop } from './shop';

const router = { push: vi.fn(), refresh: vi.fn() };
vi.mock('next/navigation', () => ({ usePathname: () => '/loyalty/shop', useRouter: () => router }));

const server = setupApiServer();

const spin: LoyaltyProduct = { id: 1, sysname: 'wheel-spin', title: 'A wheel spin', description: 'One spin of the wheel.', image: null, price: 50, reward_type: 'wheel_spins', reward: { spins: 1 }, min_level: 1 };
const cash: LoyaltyProduct = { id: 2, sysname: 'cash-5', title: '5 USD cash', description: 'Five dollars.', image: null, price: 200, reward_type: 'money', reward: { amount: 5 }, min_level: 1 };
const vip: LoyaltyProduct = { id: 3, sysname: 'vip', title: 'VIP gift', description: 'For gold players.', image: null, price: 10, reward_type: 'money', reward: { amount: 1 }, min_level: 3 };

const render = (points: number | null, level: number | null = 2) => renderWithProviders(<Shop products={[spin, cash, vip]} points={points} level={level} alias="coins" />);

describe('Shop', () => {
  it('asks to confirm a purchase (the level stays), then spends the points', async () => {
    let sent: Record<string, string> | null = null;
    server.use(
      api.post('loyalty/buyproduct', async ({ request }) => {
        sent = await formOf(request);
        return ok({ product_id: 1, points: 70, level_points: 120, balances: null });
      }),
    );
    const user = userEvent.setup();
    render(120);
    expect(screen.getByTestId('shop-points')).toHaveTextContent('You have 120 coins.');
    await user.click(screen.getByRole('button', { name: 'Buy A wheel spin' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm the purchase' });
    expect(confirm).toHaveTextContent('Buy A wheel spin for 50 coins? Your level stays as it is.');
    // cancelling buys nothing
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Buy A wheel spin' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Confirm the purchase' })).getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(screen.getByTestId('shop-points')).toHaveTextContent('You have 70 coins.'));
    expect(sent).toEqual({ id: '1' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.refresh).toHaveBeenCalled();
  }, 60_000); // two dialog round trips: slow on a busy machine

  it('opens the insufficient-funds dialog with the points missing instead of buying', async () => {
    const user = userEvent.setup();
    render(120);
    await user.click(screen.getByRole('button', { name: 'Buy 5 USD cash' }));
    const poor = screen.getByRole('dialog', { name: 'Not enough points' });
    expect(poor).toHaveTextContent('You need 80 more coins. Play to earn them.');
    await user.click(within(poor).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('turns a purchase the server refuses for points (spent meanwhile in another tab) into the insufficient-funds dialog', async () => {
    server.use(api.post('loyalty/buyproduct', () => failure('InvalidParameterException', { id: ['insufficient_points'] })));
    const user = userEvent.setup();
    render(60);
    await user.click(screen.getByRole('button', { name: 'Buy A wheel spin' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Confirm the purchase' })).getByRole('button', { name: 'Buy' }));
    expect(await screen.findByRole('dialog', { name: 'Not enough points' })).toBeVisible();
    expect(screen.getByTestId('shop-points')).toHaveTextContent('You have 60 coins.');
  });

  it('returns focus to the product\'s Buy button after the confirm, and after the insufficient-funds dialog the confirm opened', async () => {
    server.use(api.post('loyalty/buyproduct', () => failure('InvalidParameterException', { id: ['insufficient_points'] })));
    const user = userEvent.setup();
    render(60);
    const opener = screen.getByRole('button', { name: 'Buy A wheel spin' });
    opener.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.keyboard('{Enter}');
    within(screen.getByRole('dialog', { name: 'Confirm the purchase' })).getByRole('button', { name: 'Buy' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Not enough points' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('keeps products above the player level out of reach', () => {
    render(500, 2);
    expect(screen.getByRole('button', { name: 'Buy VIP gift' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy A wheel spin' })).toBeEnabled();
  });

  it('shows a visitor the products without points and without buying', () => {
    render(null, null);
    expect(screen.queryByTestId('shop-points')).not.toBeInTheDocument();
    for (const name of ['Buy A wheel spin', 'Buy 5 USD cash', 'Buy VIP gift']) expect(screen.getByRole('button', { name })).toBeDisabled();
  });
});
