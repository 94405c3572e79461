// Tournaments: tournaments/get queries, tournament games, and server-rendered cards and summaries.
export { tournamentsKeys, tournamentsQuery, tournamentQuery, tournamentGamesQuery, TOURNAMENT_GAMES_PAGE_SIZE, type TournamentStatus } from './api';
export { describeTournament } from './describe';
export { TournamentCard } from './components/tournament-card';
export { TournamentList } from './components/tournament-list';
export { TournamentSummary } from './components/tournament-summary';
export { TournamentWinners } from './components/tournament-winners';
