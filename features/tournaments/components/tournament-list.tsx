import type { Tournament } from '@/lib/contract';
import { TournamentCard } from './tournament-card';

/** Tournament cards in a grid; the caller decides what an empty list shows. */
export function TournamentList({ tournaments }: { tournaments: readonly Tournament[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {tournaments.map((tournament) => (
        <li key={tournament.id}>
          <TournamentCard tournament={tournament} />
        </li>
      ))}
    </ul>
  );
}
