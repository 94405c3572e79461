// Jackpots: Jackpots/get and getWinners, with server-rendered cards and win lists.
export { jackpotsKeys, jackpotsQuery, jackpotWinnersQuery, readWins, type JackpotWin } from './api';
export { JackpotCard, type Jackpot } from './components/jackpot-card';
export { JackpotList } from './components/jackpot-list';
export { JackpotWins } from './components/jackpot-wins';
