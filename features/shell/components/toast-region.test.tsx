import { act, screen } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { resetToasts, toast } from '../toast-store';
import { ToastRegion } from './toast-region';

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});
afterEach(() => vi.useRealTimers());

describe('ToastRegion', () => {
  it('is a polite status region that shows toasts with their type for screen readers', () => {
    renderWithProviders(<ToastRegion />);
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => void toast({ text: 'Deposit failed', type: 'error' }));
    expect(region).toHaveTextContent('Error: Deposit failed');
  });

  it('removes a toast after 5 seconds by default', () => {
    renderWithProviders(<ToastRegion />);
    act(() => void toast('Profile saved'));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Profile saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Profile saved')).not.toBeInTheDocument();
  });

  it('has a close button only when allowClose', () => {
    renderWithProviders(<ToastRegion />);
    act(() => void toast({ text: 'Sticky', allowClose: false, time: 0 }));
    expect(screen.queryByRole('button', { name: 'Dismiss notification' })).not.toBeInTheDocument();
    act(() => void toast({ text: 'Closable', time: 0 }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
    expect(screen.getByText('Sticky')).toBeInTheDocument();
  });

  it('renders the fill_for_deposit look with its action', () => {
    renderWithProviders(<ToastRegion />);
    act(() => void toast({ text: 'Top up to keep playing', type: 'fill_for_deposit', buttonAttrs: { label: 'Deposit', href: '/cashier/deposit' } }));
    expect(screen.getByRole('status')).toHaveTextContent('Deposit reminder: Top up to keep playing');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/cashier/deposit');
  });
});
