import type { Tournament } from '@/lib/contract';

/**
 * What a tournament page offers the visitor: to take part (a player not in it yet), to sign in for
 * that (a guest: no `user_info`), or nothing (in it already; or the tournament has finished, which
 * the platform refuses to join). A tournament that has not started yet can be joined ahead.
 */
export function joinOffer(tournament: Pick<Tournament, 'status' | 'user_info'>): 'join' | 'sign-in' | null {
  if (tournament.status === 'finished') return null;
  if (tournament.user_info === null) return 'sign-in';
  if (tournament.user_info && !tournament.user_info.is_participant) return 'join';
  return null;
}
