import { HydrateApart } from '@/features/system';
import type { Game } from '@/lib/contract';
import { serverLocalize } from '../server-localize';
import type { TileConfig } from '../tile';
import { GameTiles } from './game-tiles';

/** Server-rendered games in a responsive grid, hydrated in a task of its own; the caller decides what an empty list shows. */
export async function GameGrid({ games, tile }: { games: readonly Game[]; tile?: TileConfig }) {
  const localize = await serverLocalize();
  return (
    <HydrateApart>
      <GameTiles games={games} localize={localize} tile={tile} />
    </HydrateApart>
  );
}
