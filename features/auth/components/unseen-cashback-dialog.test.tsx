import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { UnseenCashbackDialog } from './unseen-cashback-dialog';

vi.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push: vi.fn() }) }));

const handle = () => ({ id: 'unseen-cashback', type: 'popup' as const, preventClose: false, close: vi.fn(async () => true) });
const cashback = { id: 3, status: 'active' as const, amount: { amount: 25, currency: 'USD' }, description: { title: 'Weekly cashback' }, receiving_expired_at: null, end_date: null };

describe('UnseenCashbackDialog', () => {
  it('is named by its title and shows the amount and the way to the cashback page', () => {
    renderWithProviders(<UnseenCashbackDialog dialog={handle()} cashback={cashback} />);
    const dialog = screen.getByRole('dialog', { name: 'You have cashback' });
    expect(dialog).toHaveAccessibleDescription('Weekly cashback');
    expect(dialog).toHaveTextContent('$25');
    expect(screen.getByRole('link', { name: 'Go to cashback' })).toHaveAttribute('href', '/profile/cashback');
  });

  it('closes (which marks it seen) when the link is followed', async () => {
    const dialog = handle();
    renderWithProviders(<UnseenCashbackDialog dialog={dialog} cashback={{ ...cashback, status: 'paid_out' }} />);
    expect(screen.getByText('Your cashback has been paid out to your balance.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Go to cashback' });
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.setup().click(link);
    expect(dialog.close).toHaveBeenCalledWith();
  });
});
