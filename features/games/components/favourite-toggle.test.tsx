import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { useToastStore } from '@/features/shell';
import { api, failure, formOf, ok, setupApiServer } from '@/tests/fixtures/msw';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { gamesKeys } from '../api';
import { FavouriteToggle } from './favourite-toggle';
import { FavouritesScope } from './favourites-scope';

const tile = (sysname: string, name: string) => <FavouriteToggle sysname={sysname} name={name} label={`Favourite: ${name}`} />;

const server = setupApiServer();
afterEach(() => useToastStore.setState({ toasts: [] }));

describe('FavouriteToggle', () => {
  it('shows the favourite state and adds a favourite at once, before the platform answers', async () => {
    const added: string[] = [];
    server.use(
      api.get('games/getLikes', () => ok(['other-game'])),
      api.post('games/addLike', async ({ request }) => {
        added.push((await formOf(request)).sysname!);
        await delay(50);
        return ok(1);
      }),
    );
    const { queryClient } = renderWithProviders(<FavouritesScope>{tile('sun-temple', 'Sun Temple')}</FavouritesScope>);
    const toggle = await screen.findByRole('button', { name: 'Favourite: Sun Temple' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(added).toEqual(['sun-temple']));
    expect(queryClient.getQueryData(gamesKeys.likes())).toEqual(['other-game', 'sun-temple']);
  });

  it('rolls back and tells the player when removing fails', async () => {
    server.use(
      api.get('games/getLikes', () => ok(['sun-temple'])),
      api.post('games/removeLike', () => failure('UnknownErrorException', null, 'down', 500)),
    );
    renderWithProviders(<FavouritesScope>{tile('sun-temple', 'Sun Temple')}</FavouritesScope>);
    const toggle = await screen.findByRole('button', { name: 'Favourite: Sun Temple', pressed: true });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.text)).toEqual(['Sun Temple could not be removed from your favourites. Please try again.']));
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('a list asks for the favourites once, whatever its number of tiles', async () => {
    let asked = 0;
    server.use(
      api.get('games/getLikes', () => {
        asked += 1;
        return ok(['moon']);
      }),
    );
    renderWithProviders(
      <FavouritesScope>
        {tile('sun', 'Sun')}
        {tile('moon', 'Moon')}
        {tile('star', 'Star')}
      </FavouritesScope>,
    );
    expect(await screen.findByRole('button', { name: 'Favourite: Moon', pressed: true })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Favourite: Sun' })).toHaveAttribute('aria-pressed', 'false');
    expect(asked).toBe(1);
  });

  it('outside a list the toggle waits, disabled, rather than guessing', () => {
    renderWithProviders(tile('sun', 'Sun'));
    expect(screen.getByRole('button', { name: 'Favourite: Sun' })).toBeDisabled();
  });
});
