import { fireEvent, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { enMessages, renderWithProviders } from '@/tests/fixtures/render-with-providers';
import type { TileGame } from './game-card';
import { RAIL_FIRST_TILES, RailTiles } from './rail-tiles';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }), usePathname: () => '/' }));

const games: TileGame[] = Array.from({ length: 12 }, (_, i) => ({
  sysname: `game-${i}`,
  name: `Game ${i}`,
  provider: 'Sun Soft Studios',
  image: `/games/game-${i}/cover.svg`,
  is_new: i === 0,
  has_demo: true,
}));
const tile = { type: 'vertical', contentViewType: 'imageWithInfo', favourites: false, demo: true } as const;

describe('RailTiles', () => {
  it('server-renders the first tiles only, with links in the visitor’s locale', () => {
    const html = renderToString(
      <NextIntlClientProvider locale="pt-BR" messages={enMessages} timeZone="UTC">
        <RailTiles games={games} tile={tile} defaultLocale="en-US" />
      </NextIntlClientProvider>,
    );
    expect(html.match(/<li /g)).toHaveLength(RAIL_FIRST_TILES);
    expect(html).toContain('href="/pt-BR/game/game-0"');
    expect(html).toContain('href="/pt-BR/game/game-0?mode=demo"');
    expect(html).not.toContain('game-11');
  });

  it('shows every tile in idle time once running in the browser, named with provider and badges', async () => {
    renderWithProviders(<RailTiles games={games} tile={tile} defaultLocale="en-US" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(RAIL_FIRST_TILES);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(12), { timeout: 5000 });
    expect(screen.getByRole('link', { name: /^Game 0\s*Sun Soft Studios\s*, New, Demo$/ })).toHaveAttribute('href', '/game/game-0');
    expect(screen.getByRole('link', { name: 'Play Game 11 in demo mode' })).toHaveAttribute('href', '/game/game-11?mode=demo');
  });

  it('shows every tile at once when the visitor reaches for the rail (keyboard focus, touch, pointer)', () => {
    renderWithProviders(<RailTiles games={games} tile={tile} defaultLocale="en-US" />);
    fireEvent.focus(screen.getByRole('link', { name: /^Game 0/ }));
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
  });

  it('links no tile to demo play where the rule pack keeps guests from it (DE)', async () => {
    renderWithProviders(<RailTiles games={games} tile={{ ...tile, demo: false }} defaultLocale="en-US" />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(12), { timeout: 5000 });
    expect(screen.queryByRole('link', { name: /in demo mode/ })).not.toBeInTheDocument();
  });
});
