import type { Jackpot } from '../api';
import { JackpotCard } from './jackpot-card';

export function JackpotList({ jackpots }: { jackpots: readonly Jackpot[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {jackpots.map((jackpot) => (
        <li key={jackpot.id}>
          <JackpotCard jackpot={jackpot} />
        </li>
      ))}
    </ul>
  );
}
