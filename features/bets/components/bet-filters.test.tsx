import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { BetFilters } from './bet-filters';

describe('BetFilters', () => {
  it('is a GET form to the page with labelled mode and day fields holding the current filters', () => {
    renderWithProviders(<BetFilters action="/pt-BR/profile/bets/history" filters={{ mode: 'real', date_from: '2026-11-01' }} label="Filter rounds" submitLabel="Apply" />);
    const form = screen.getByRole('form', { name: 'Filter rounds' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/pt-BR/profile/bets/history');
    expect(screen.getByLabelText('Mode')).toHaveValue('real');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('');
    expect(screen.getByLabelText('Mode')).toHaveAttribute('name', 'mode');
  });

  it('hands the filters to onApply instead of navigating, a reversed range put in order', async () => {
    const onApply = vi.fn();
    renderWithProviders(<BetFilters action="/profile/bets/exports" filters={{}} label="New export" submitLabel="Request export" onApply={onApply} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('From'), '2026-11-30');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Request export' }));
    expect(onApply).toHaveBeenCalledWith({ date_from: '2026-11-01', date_to: '2026-11-30' });
  });
});
