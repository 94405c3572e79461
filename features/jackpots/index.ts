// Jackpots: Jackpots/get (live amounts) and getWinners, with server-rendered cards and win tables.
export { jackpotsKeys, jackpotsQuery, jackpotWinnersQuery, useLiveJackpots, JACKPOT_REFRESH_MS, JACKPOT_WINS, type Jackpot, type JackpotWin } from './api';
export { JackpotAmount } from './components/jackpot-amount';
export { JackpotCard } from './components/jackpot-card';
export { JackpotList } from './components/jackpot-list';
export { JackpotWins } from './components/jackpot-wins';
