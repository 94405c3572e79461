import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invalidateAccount } from '@/features/account';
import { api, ok, setupApiServer } from '@/tests/fixtures/msw';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { OffersCountBadge } from './offers-count-badge';

const server = setupApiServer();
const offer = (id: number) => ({ id, title: `Offer ${id}` });

describe('OffersCountBadge', () => {
  it('counts the offers the visitor can take, capped at 9+', async () => {
    server.use(api.get('campaigns/getoffers', () => ok(Array.from({ length: 12 }, (_, i) => offer(i + 1)))));
    renderWithProviders(<OffersCountBadge />);
    expect(await screen.findByText('9+')).toBeInTheDocument();
  });

  it('shows nothing when there is no offer', async () => {
    let asked = false;
    server.use(
      api.get('campaigns/getoffers', () => {
        asked = true;
        return ok([]);
      }),
    );
    const { container } = renderWithProviders(<OffersCountBadge />);
    await expect.poll(() => asked).toBe(true);
    expect(container.textContent).toBe('');
  });

  it('counts again after a sign-in: the offers a visitor may take depend on who they are', async () => {
    let signedIn = false;
    server.use(api.get('campaigns/getoffers', () => ok(Array.from({ length: signedIn ? 5 : 2 }, (_, i) => offer(i + 1)))));
    const { queryClient } = renderWithProviders(<OffersCountBadge />);
    expect(await screen.findByText('2')).toBeInTheDocument();
    signedIn = true;
    await act(() => invalidateAccount(queryClient));
    expect(await screen.findByText('5')).toBeInTheDocument();
  });
});
