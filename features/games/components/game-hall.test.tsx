import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api, gameFixture, gamesPage, ok, setupApiServer } from '@/tests/fixtures/msw';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { GAMEHALL_PAGE_SIZE, type GamesPage } from '../api';
import { GameHall } from './game-hall';

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/gamehall/slots' }));

const server = setupApiServer();
const providers = [
  { sysname: 'sunsoft', name: 'Sun Soft' },
  { sysname: 'orbit', name: 'Orbit Games' },
];
const tile = { type: 'vertical', contentViewType: 'imageWithInfo', favourites: false, demo: true } as const;
const TOTAL = GAMEHALL_PAGE_SIZE + 3;

function catalogue(seen: URLSearchParams[]) {
  return api.get('games/get', ({ request }) => {
    const params = new URL(request.url).searchParams;
    seen.push(params);
    const offset = Number(params.get('offset'));
    const items = Array.from({ length: Math.min(GAMEHALL_PAGE_SIZE, TOTAL - offset) }, (_, i) => gameFixture(`game-${offset + i + 1}`));
    return ok(gamesPage(items, TOTAL, offset));
  });
}

const firstPage = () => gamesPage(Array.from({ length: GAMEHALL_PAGE_SIZE }, (_, i) => gameFixture(`game-${i + 1}`)), TOTAL, 0) as GamesPage;

const renderHall = (initial: GamesPage = firstPage()) =>
  renderWithProviders(
    <GameHall filter={{ category: 'slots', providers: [], sort: 'priority' }} firstPage={1} initial={initial} providers={providers} tile={tile} emptyText="Nothing here" />,
  );

describe('GameHall', () => {
  it('shows the server-rendered first page and loads the next one with "Show more", moving focus to the first new game', async () => {
    const seen: URLSearchParams[] = [];
    server.use(catalogue(seen));
    const { container } = renderHall();
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${GAMEHALL_PAGE_SIZE} of ${TOTAL} games`);
    // The loader of further pages arrives after the page (its sentinel shows it is there).
    await waitFor(() => expect(container.querySelector('.h-px')).not.toBeNull(), { timeout: 5000 });
    expect(seen).toEqual([]);
    const more = screen.getByRole('link', { name: 'Show more' });
    expect(more).toHaveAttribute('href', '/gamehall/slots?page=2');
    await userEvent.setup().click(more);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`Showing ${TOTAL} of ${TOTAL} games`), { timeout: 5000 });
    expect(seen[0]?.get('offset')).toBe(String(GAMEHALL_PAGE_SIZE));
    expect(seen[0]?.get('categories')).toBe('slots');
    await waitFor(() => expect(screen.getByRole('link', { name: /^Game 25/ })).toHaveFocus());
    expect(screen.queryByRole('link', { name: 'Show more' })).not.toBeInTheDocument();
  }, 20_000);

  it('counts from the new first page when the filter changes', async () => {
    server.use(catalogue([]));
    const { container, rerender } = renderHall();
    await waitFor(() => expect(container.querySelector('.h-px')).not.toBeNull(), { timeout: 5000 });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Show more' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`Showing ${TOTAL} of ${TOTAL} games`), { timeout: 5000 });
    const few = gamesPage([gameFixture('orbit-one')], 1) as GamesPage;
    rerender(<GameHall filter={{ category: 'slots', providers: ['orbit'], sort: 'priority' }} firstPage={1} initial={few} providers={providers} tile={tile} emptyText="Nothing here" />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 1 game');
    expect(screen.queryByRole('link', { name: 'Show more' })).not.toBeInTheDocument();
  }, 20_000);

  it('puts the chosen sort and providers in the URL', async () => {
    server.use(catalogue([]));
    renderHall();
    await screen.findByText(/Showing/, undefined, { timeout: 5000 });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'newest');
    expect(router.replace).toHaveBeenLastCalledWith('/gamehall/slots?sort=newest', { scroll: false });
    const disclosure = screen.getByRole('button', { name: /Providers/ });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await user.click(disclosure);
    await user.click(within(await screen.findByRole('group', { name: 'Providers' })).getByLabelText('Orbit Games'));
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    expect(router.replace).toHaveBeenLastCalledWith('/gamehall/slots?providers=orbit', { scroll: false });
  });

  it('shows the empty text when nothing matches', async () => {
    renderHall(gamesPage([], 0) as GamesPage);
    expect(await screen.findByText('Nothing here', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
