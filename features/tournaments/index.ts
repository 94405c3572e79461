// Tournaments: tournaments/get queries, tournament games, server-rendered cards and summaries, joining and the live leaderboard.
export { tournamentsKeys, tournamentsQuery, tournamentQuery, tournamentGamesQuery, TOURNAMENT_GAMES_PAGE_SIZE, TOURNAMENT_LEADERBOARD_EVENT, type TournamentStatus } from './api';
export { describeTournament } from './describe';
export { TournamentCard } from './components/tournament-card';
export { TournamentList } from './components/tournament-list';
export { TournamentSummary } from './components/tournament-summary';
export { LazyLiveLeaderboard as LiveLeaderboard, LazyJoinTournament as JoinTournament } from './components/lazy';

/** Message namespaces of the tournament client components (join, live board): the tournament page adds them (MessagesScope). */
export const TOURNAMENTS_CLIENT_NAMESPACES = ['TournamentLive'] as const;
