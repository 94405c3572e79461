// Bets: the player's game rounds (games/getHistory) with filters and fairness links, and CSV history exports.
export { betsKeys } from './keys';
export { roundsQuery, sportBetsQuery, type SportBet, historyExportsQuery, useCreateHistoryExport, BETS_PAGE_SIZE, EXPORT_POLL_MS, type GameRound, type HistoryExport } from './api';
export { readBetFilters, betFiltersQuery, type BetFilters as BetFilterValues } from './filters';
export { fairnessUrl } from './fairness';
export { RoundsTable } from './components/rounds-table';
export { BetFilters } from './components/bet-filters';
export { LazyExportsPanel as ExportsPanel } from './components/exports-panel-lazy';
export { BetsMessages } from './components/bets-messages';
export { SportBetsTable } from './components/sport-bets-table';
