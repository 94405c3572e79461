'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { SoftNavList } from '@/features/system';
import { localizePath, paths } from '@/lib/routing';
import { demoPath, type TileConfig } from '../tile';
import { FavouritesScopeSlot } from './favourite-slot';
import { GameCard, type TileGame } from './game-card';

/** Tiles in the server HTML per rail: a wide screen's first row; the rest render later (see RailTiles). */
export const RAIL_FIRST_TILES = 6;

// The rails of a page add their other tiles one rail per idle period: each rail's render, commit
// and style work is a short task of its own instead of one long one for every rail at once.
const waiting: (() => void)[] = [];
let asked = false;

function askIdle(run: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 200);
}

function nextRail() {
  const run = waiting.shift();
  asked = waiting.length > 0;
  run?.();
  if (asked) askIdle(nextRail);
}

/** Runs `run` in an idle period after the rails queued before it; returns a cancel. */
function whenIdle(run: () => void): () => void {
  waiting.push(run);
  if (!asked) {
    asked = true;
    askIdle(nextRail);
  }
  return () => {
    const at = waiting.indexOf(run);
    if (at >= 0) waiting.splice(at, 1);
  };
}

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
