import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { gameFixture } from '@/tests/fixtures/msw';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import type { Game } from '@/lib/contract';
import { GameCard } from './game-card';

vi.mock('next/navigation', () => ({ usePathname: () => '/gamehall' }));

const game = gameFixture('sun-temple', { is_new: true, provider: 'sunsoft' }) as Game;
const tile = { type: 'vertical', contentViewType: 'imageWithInfo', favourites: false, demo: true, providerNames: { sunsoft: 'Sun Soft Studios' } } as const;

describe('GameCard', () => {
  it('links to the game page with name, provider display name, new and demo badges, and a demo action', () => {
    renderWithProviders(<GameCard game={game} href="/game/sun-temple" demoHref="/game/sun-temple?mode=demo" tile={tile} />);
    expect(screen.getByRole('link', { name: /^Sun Temple\s*Sun Soft Studios\s*, New, Demo$/ })).toHaveAttribute('href', '/game/sun-temple');
    expect(screen.getByText('Sun Soft Studios')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play Sun Temple in demo mode' })).toHaveAttribute('href', '/game/sun-temple?mode=demo');
  });

  it('hides the favourite toggle from guests and when the config says so', () => {
    renderWithProviders(<GameCard game={game} href="/game/sun-temple" tile={tile} />);
    expect(screen.queryByRole('button', { name: /Favourite/ })).not.toBeInTheDocument();
  });

  it('uses the 16:9 artwork for horizontal tiles and keeps the name for AT when tiles show the image only', () => {
    const { container } = renderWithProviders(
      <GameCard game={game} href="/game/sun-temple" tile={{ ...tile, type: 'horizontal', contentViewType: 'image' }} />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toContain('sun-temple-h.svg');
    expect(container.querySelector('.tile-wide')).not.toBeNull();
    expect(screen.getByRole('link', { name: /^Sun Temple by Sun Soft Studios\s*, New, Demo$/ })).toBeInTheDocument();
    expect(screen.queryByText('Demo', { selector: 'a' })).not.toBeInTheDocument();
  });

  it('offers no demo action for a game without a demo', () => {
    renderWithProviders(<GameCard game={{ ...game, has_demo: false }} href="/game/sun-temple" demoHref="/game/sun-temple?mode=demo" tile={tile} />);
    expect(screen.queryByRole('link', { name: /demo mode/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Sun Temple\s*Sun Soft Studios\s*, New$/ })).toBeInTheDocument();
  });
});
