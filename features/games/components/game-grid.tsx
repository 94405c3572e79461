import type { Game } from '@/lib/contract';
import { serverLocalize } from '../server-localize';
import type { TileConfig } from '../tile';
import { GameTiles } from './game-tiles';

/** Server-rendered games in a responsive grid; the caller decides what an empty list shows. */
export async function GameGrid({ games, tile }: { games: readonly Game[]; tile?: TileConfig }) {
  return <GameTiles games={games} localize={await serverLocalize()} tile={tile} />;
}
