import type { Game } from '@/lib/contract';
import { paths } from '@/lib/routing';
import { cn } from '@/components/cn';
import { SoftNavList } from '@/features/system';
import { demoPath, DEFAULT_TILE, type TileConfig } from '../tile';
import { FavouritesScopeSlot } from './favourite-slot';
import { GameCard } from './game-card';

type Props = {
  games: readonly Game[];
  /** Internal path → the visitor's locale. */
  localize: (path: string) => string;
  tile?: TileConfig;
  /** Tiles loaded eagerly (the first screenful). */
  eager?: number;
};

/** Columns of the narrowest grid (phones): the first row of eager tiles is the page's LCP, fetched with high priority. */
const PHONE_COLUMNS = { vertical: 2, horizontal: 1 } as const;

// Off-screen rows skip layout and paint (content-visibility) yet stay in the DOM for find-in-page,
// crawlers and assistive technology; the intrinsic size keeps the scrollbar steady.
const item = '[content-visibility:auto]';

/** Games in a responsive grid (columns follow the tile shape); the caller decides what an empty list shows. */
export function GameTiles({ games, localize, tile = DEFAULT_TILE, eager = 0 }: Props) {
  const horizontal = tile.type === 'horizontal';
  const high = Math.min(eager, PHONE_COLUMNS[horizontal ? 'horizontal' : 'vertical']);
  const list = (
    <SoftNavList
      className={cn(
        'grid gap-4',
        horizontal ? 'grid-cols-1 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4' : 'grid-cols-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6',
      )}
    >
      {games.map((game, i) => (
        <li key={game.sysname} className={cn(item, horizontal ? '[contain-intrinsic-size:auto_15rem]' : '[contain-intrinsic-size:auto_20rem]')}>
          <GameCard game={game} href={localize(paths.game(game.sysname))} demoHref={tile.demo ? localize(demoPath(game.sysname)) : undefined} tile={tile} priority={i < eager} high={i < high} />
        </li>
      ))}
    </SoftNavList>
  );
  return tile.favourites ? <FavouritesScopeSlot>{list}</FavouritesScopeSlot> : list;
}
