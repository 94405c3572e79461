import { act, render, screen, within } from '@testing-library/react';
import { useAvailableOffers } from '../available-offers';
import { OfferGrid } from './offer-grid';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const items = [1, 2, 3].map((id) => ({ id, card: <span>Offer {id}</span> }));
const order = () => within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent);

describe('OfferGrid', () => {
  beforeEach(() => {
    refresh.mockClear();
    useAvailableOffers.setState({ ids: [] });
  });

  it('keeps the server order until an offer is pushed, then puts the pushed ones first (newest first) and refreshes the data', () => {
    render(<OfferGrid items={items} />);
    expect(order()).toEqual(['Offer 1', 'Offer 2', 'Offer 3']);
    expect(refresh).not.toHaveBeenCalled();

    act(() => useAvailableOffers.getState().add(3));
    expect(order()).toEqual(['Offer 3', 'Offer 1', 'Offer 2']);
    act(() => useAvailableOffers.getState().add(2));
    expect(order()).toEqual(['Offer 2', 'Offer 3', 'Offer 1']);
    expect(refresh).toHaveBeenCalledTimes(2);

    // deactivated: it leaves the front (and the refreshed data drops it)
    act(() => useAvailableOffers.getState().remove(2));
    expect(order()).toEqual(['Offer 3', 'Offer 1', 'Offer 2']);
    expect(refresh).toHaveBeenCalledTimes(3);
  });
});
