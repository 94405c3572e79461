import type { Tournament } from '@/lib/contract';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** Operator copy of a tournament's free-form description: summary, rules, image. */
export function describeTournament(tournament: Pick<Tournament, 'description'>) {
  const d = tournament.description ?? {};
  return {
    summary: text(d.summary) ?? text(d.short) ?? text(d.text),
    rules: text(d.rules) ?? text(d.html),
    image: text(d.image) ?? text(d.banner),
  };
}
