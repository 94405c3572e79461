// Rewards: tournaments, the wheel of fortune and loyalty (points, levels, quests, characters, shop).
export { rewardsRoundHooks } from './hooks';
export { startRewardsWorker, leaderboardPayload, TOURNAMENT_LEADERBOARD, LOYALTY_NOTIFICATION, WHEEL_UPDATED } from './live';
export { findTournaments, participate, settleTournaments, standings, statusAt, roundPoints } from './tournaments';
export * as wheel from './wheel';
export * as loyalty from './loyalty';
export * as loyaltyQuests from './loyalty-quests';
export { listCharacters, characterExists } from './characters';
export { drawSector, verifySpin } from './wheel-draw';
