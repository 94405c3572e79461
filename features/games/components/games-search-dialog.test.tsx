import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answered, api, gameFixture, gamesPage, gate, ok, setupApiServer } from '@/tests/fixtures/msw';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { GamesSearchDialog } from './games-search-dialog';

vi.mock('next/navigation', () => ({ usePathname: () => '/pt-BR/gamehall' }));
vi.mock('next-intl', async (original) => ({ ...(await original<typeof import('next-intl')>()), useLocale: () => 'pt-BR' }));

const server = setupApiServer();
const dialog = { id: 'games-search', type: 'popup' as const, preventClose: false, close: vi.fn(async () => true) };

const queryOf = (request: Request) => new URL(request.url).searchParams.get('query') ?? '';

function searchHandler(seen: string[], slow = gate()) {
  return api.get('games/get', async ({ request }) => {
    const query = queryOf(request);
    seen.push(query);
    // The first term answers late (when the test opens `slow`): its answer must never replace the newer one.
    if (query === 'bo') await slow.opened;
    const items = query === 'book' ? [gameFixture('book-of-sun', { provider: 'sunsoft' })] : query === 'bo' ? [gameFixture('bonanza')] : [];
    return ok(gamesPage(items));
  });
}

describe('GamesSearchDialog', () => {
  it('searches after a pause in typing and lists the games as links to their pages in the current locale', async () => {
    const seen: string[] = [];
    const slow = gate();
    server.use(searchHandler(seen, slow), api.get('games/getProviders', () => ok([{ sysname: 'sunsoft', name: 'Sun Soft', image: null, games_count: 3 }])));
    renderWithProviders(<GamesSearchDialog dialog={dialog} />);
    expect(screen.getByRole('dialog', { name: 'Search games' })).toBeInTheDocument();
    const input = screen.getByLabelText('Game name');
    expect(screen.getByRole('status')).toHaveTextContent('Type at least 2 letters.');
    const user = userEvent.setup();
    await user.type(input, 'bo');
    await waitFor(() => expect(seen).toEqual(['bo']));
    await user.type(input, 'ok');
    const link = await screen.findByRole('link', { name: /Book Of Sun/ });
    expect(link).toHaveAttribute('href', '/pt-BR/game/book-of-sun');
    expect(link).toHaveTextContent('Sun Soft');
    // The slow answer for "bo" arrives late and is ignored.
    const late = answered(server, (request) => queryOf(request) === 'bo');
    slow.open();
    await late;
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('link', { name: /Bonanza/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 game found');
    await user.keyboard('{ArrowDown}');
    expect(link).toHaveFocus();
    await user.click(link);
    expect(dialog.close).toHaveBeenCalled();
  });

  it('says so when nothing matches', async () => {
    server.use(searchHandler([]), api.get('games/getProviders', () => ok([])));
    renderWithProviders(<GamesSearchDialog dialog={dialog} />);
    await userEvent.setup().type(screen.getByLabelText('Game name'), 'zzz');
    expect(await screen.findByText('No games found for “zzz”.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });
});
