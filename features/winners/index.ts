// Winners: leaderboard/get, live and top, with a server-rendered table.
export { winnersKeys, winnersQuery, type LeaderboardKind } from './api';
export { WinnersTable, type Win } from './components/winners-table';
