import { screen } from '@testing-library/react';
import type React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { RewardsHub, type HubData } from './rewards-hub';

vi.mock('next/navigation', () => ({ usePathname: () => '/rewards', useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
// LocalLink is a server component (async); a plain anchor stands in for it here
vi.mock('@/features/system', () => ({ LocalLink: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => <a href={href} {...rest}>{children}</a> }));

const data = (freespins: HubData['freespins']): HubData => ({ tournaments: [], wheel: { campaigns: [], quests: null }, loyalty: null, bonuses: [], freespins });

describe('RewardsHub', () => {
  it('names a free-spin pack’s game as players know it, not by its internal sysname', () => {
    // freespins/get answers the game's name beside its sysname (the contract keeps other keys)
    const game = { sysname: 'sun-temple-riches', name: 'Sun Temple Riches' } as { sysname: string };
    renderWithProviders(<RewardsHub data={data([{ id: 1, game, remaining_count: 20 }])} />);
    expect(screen.getByText('20 free spins on Sun Temple Riches')).toBeInTheDocument();
    expect(screen.queryByText(/sun-temple-riches/)).not.toBeInTheDocument();
  });

  it('falls back to the sysname only when no name came', () => {
    renderWithProviders(<RewardsHub data={data([{ id: 2, game: { sysname: 'odd-game' }, remaining_count: 3 }])} />);
    expect(screen.getByText('3 free spins on odd-game')).toBeInTheDocument();
  });
});
