// Games: catalogue queries (games/get, getCategories, getProviders) and server-rendered lists.
export { gamesKeys, gamesQuery, gameQuery, gameCategoriesQuery, gameProvidersQuery, GAMEHALL_PAGE_SIZE, LISTED_GAME_TYPES, RAIL_SIZE } from './api';
export { GameCard } from './components/game-card';
export { GameGrid } from './components/game-grid';
export { GameRail } from './components/game-rail';
export { CategoryNav } from './components/category-nav';
export { ProviderGrid } from './components/provider-grid';
export { GameDetails } from './components/game-details';
