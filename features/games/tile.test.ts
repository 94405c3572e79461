import { describe, expect, it } from 'vitest';
import type { GameItemConfig } from '@/lib/cms/types';
import { tileConfig } from './tile';

const gameItem = { type: 'vertical', contentViewType: 'imageWithInfo', canVisibleFavoriteIcon: true } as GameItemConfig;

describe('tileConfig', () => {
  it('keeps demo links from guests only where the rule pack says so (DE), never from players', () => {
    expect(tileConfig(gameItem, false).demo).toBe(true);
    expect(tileConfig(gameItem, false, [], false).demo).toBe(false);
    expect(tileConfig(gameItem, true, [], false).demo).toBe(true);
  });

  it('gives the favourite toggle to signed-in players only, and names providers by their display name', () => {
    expect(tileConfig(gameItem, false).favourites).toBe(false);
    const tile = tileConfig(gameItem, true, [{ sysname: 'aurora', name: 'Aurora Gaming' }]);
    expect(tile.favourites).toBe(true);
    expect(tile.providerNames).toEqual({ aurora: 'Aurora Gaming' });
  });
});
