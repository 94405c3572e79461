'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { SoftNavList } from '@/features/system';
import { whenIdle } from '@/lib/idle';
import { localizePath, paths } from '@/lib/routing';
import { demoPath, type TileConfig } from '../tile';
import { FavouritesScopeSlot } from './favourite-slot';
import { GameCard, type TileGame } from './game-card';

/** Tiles in the server HTML per rail: a wide screen's first row; the rest render later (see RailTiles). */
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
 * render beyond the rail's end edge, so nothing visible moves: at once when the visitor reaches for
 * the rail (touch, pointer, keyboard focus), otherwise in idle time after hydration, one rail per
 * idle period (Lighthouse's TBT: no long task for every rail's tiles and their style at once).
 */
export function RailTiles({ games, tile, defaultLocale }: Props) {
  const locale = useLocale();
  const [all, setAll] = useState(false);
  const more = games.length > RAIL_FIRST_TILES;
  useEffect(() => (more && !all ? whenIdle(() => setAll(true)) : undefined), [more, all]);
  const reach = () => {
    if (more && !all) setAll(true);
  };
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
  // `contents`: the wrapper only hears the visitor reach for the rail; the layout is the list's.
  const rail = (
    <div className="contents" onTouchStart={reach} onPointerOver={reach} onFocus={reach}>
      {list}
    </div>
  );
  return tile.favourites ? <FavouritesScopeSlot>{rail}</FavouritesScopeSlot> : rail;
}
