// Tournaments: tournaments/get queries, tournament games, server-rendered cards and summaries, joining and the live leaderboard.
export { tournamentsKeys, tournamentsQuery, tournamentQuery, tournamentGamesQuery, TOURNAMENT_GAMES_PAGE_SIZE, TOURNAMENT_LEADERBOARD_EVENT, type TournamentStatus } from './api';
export { describeTournament } from './describe';
export { TournamentCard } from './components/tournament-card';
export { TournamentList } from './components/tournament-list';
export { TournamentSummary } from './components/tournament-summary';
export { LazyJoinTournament as JoinTournament } from './components/lazy';
export { TournamentStandings } from './components/tournament-standings';
export { joinOffer } from './join-offer';

/**
 * Message namespaces of the tournament client components (join, live board): the tournament page adds
 * them (MessagesScope) unless the tournament has finished (final standings are server markup, no join).
 */
export const TOURNAMENTS_CLIENT_NAMESPACES = ['TournamentLive'] as const;
