import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Offer } from '@/lib/contract';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { OfferDetails } from './offer-details';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const FORFEIT = 'Withdrawing while the bonus is active forfeits the bonus and its winnings. Your own deposit can always be withdrawn.';

const offer = (promotions: NonNullable<Offer['promotions']>): Offer => ({
  id: 1,
  sysname: 'welcome-bonus',
  trigger: { action: 'deposit', user_satisfies_params: true, params: { exclude_methods: [] } },
  description: { title: 'Welcome bonus', text: '100% up to 500 USD on your first deposit.' },
  promotions,
});

describe('OfferDetails terms', () => {
  it('names the forfeiture on withdrawal among the terms of a wagering bonus (CMA: forfeited only under a named term)', () => {
    renderWithProviders(<OfferDetails offer={offer([{ id: 1, type: 'bonus', percent: 100, max_amount: usd(500), wager: 35, fixed_terms: ['withdrawal_forfeits_bonus'] }])} />);
    const terms = screen.getByRole('region', { name: 'Terms' });
    expect(within(terms).getByRole('listitem')).toHaveTextContent(FORFEIT);
  });

  it('names it once for several wagering rewards, and not at all for rewards without wagering or for terms it does not know', () => {
    const { unmount } = renderWithProviders(
      <OfferDetails
        offer={offer([
          { id: 1, type: 'bonus', amount: usd(10), wager: 5, fixed_terms: ['withdrawal_forfeits_bonus'] },
          { id: 5, type: 'freespins', count: 10, game: 'sun-temple-riches', win_wager: 3, fixed_terms: ['withdrawal_forfeits_bonus', 'something_new'] },
        ])}
      />,
    );
    expect(within(screen.getByRole('region', { name: 'Terms' })).getAllByRole('listitem')).toHaveLength(1);
    unmount();
    renderWithProviders(<OfferDetails offer={offer([{ id: 2, type: 'freespins', count: 50, game: 'sun-temple-riches', fixed_terms: [] }])} />);
    expect(screen.queryByRole('region', { name: 'Terms' })).not.toBeInTheDocument();
    expect(screen.queryByText(FORFEIT)).not.toBeInTheDocument();
  });
});
