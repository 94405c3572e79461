'use client';

import { useLocale } from 'next-intl';
import { startTransition, useEffect, useState } from 'react';
import { SoftNavList } from '@/features/system';
import { localizePath, paths } from '@/lib/routing';
import { demoPath, type TileConfig } from '../tile';
import { FavouritesScopeSlot } from './favourite-slot';
import { GameCard, type TileGame } from './game-card';

/** Tiles in the server HTML per rail: a wide screen's first row; the rest render once hydrated. */
export const RAIL_FIRST_TILES = 6;

type Props = {
  /** The rail's games with only what a tile shows (the provider already by its display name). */
  games: readonly TileGame[];
  tile: TileConfig;
  /** The site's default locale (its paths carry no prefix). */
  defaultLocale: string;
};

/**
 * A home rail's tiles: one client island per rail, fed compact game data, so the flight data of a
 * tile is its few fields instead of its element tree. The server HTML carries the first
 * `RAIL_FIRST_TILES` (what a wide screen shows before scrolling the rail sideways); the others
 * render right after hydration, beyond the rail's right edge, so nothing visible moves. They render
 * in a transition: React yields while the rails of a page add their tiles, instead of one long
 * task that holds the first paint and input (Lighthouse's TBT).
 */
export function RailTiles({ games, tile, defaultLocale }: Props) {
  const locale = useLocale();
  const [all, setAll] = useState(false);
  useEffect(() => startTransition(() => setAll(true)), []);
  const shown = all ? games : games.slice(0, RAIL_FIRST_TILES);
  const horizontal = tile.type === 'horizontal';
  const list = (
    <SoftNavList className="flex snap-x gap-4 overflow-x-auto pb-2">
      {shown.map((game) => (
        <li key={game.sysname} className={horizontal ? 'rail-slot-wide' : 'rail-slot'}>
          <GameCard
            game={game}
            href={localizePath(paths.game(game.sysname), locale, defaultLocale)}
            demoHref={tile.demo ? localizePath(demoPath(game.sysname), locale, defaultLocale) : undefined}
            tile={tile}
          />
        </li>
      ))}
    </SoftNavList>
  );
  return tile.favourites ? <FavouritesScopeSlot>{list}</FavouritesScopeSlot> : list;
}
