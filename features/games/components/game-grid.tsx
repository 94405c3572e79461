import type { Game } from '@/lib/contract';
import { GameCard } from './game-card';

/** Games in a responsive grid; the caller decides what an empty list shows. */
export function GameGrid({ games }: { games: readonly Game[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
      {games.map((game) => (
        <li key={game.sysname}>
          <GameCard game={game} />
        </li>
      ))}
    </ul>
  );
}
