// Games: catalogue queries (games/get, getCategories, getProviders, likes), the game hall, tiles and the search dialog.
export {
  guestDemoAllowed,
  gamesKeys,
  gamesQuery,
  gameQuery,
  gameCategoriesQuery,
  gameProvidersQuery,
  hallGamesQuery,
  searchGamesQuery,
  GAMEHALL_PAGE_SIZE,
  LISTED_GAME_TYPES,
  RAIL_SIZE,
} from './api';
export { likesQuery, useLikes, useToggleLike } from './likes';
export { catalogueProviders, DEFAULT_HALL_SORT, providerDisplayName, FAVOURITES_CATEGORY, HALL_SORTS, hallHref, hallParams, readHallSort, type HallFilter, type HallSort } from './hall';
export { DEFAULT_TILE, demoPath, tileConfig, type TileConfig } from './tile';
export { GAMEHALL_CLIENT_NAMESPACES, GAMES_LAYOUT_NAMESPACES } from './messages';
export { serverLocalize } from './server-localize';
export { GameCard } from './components/game-card';
export { GameGrid } from './components/game-grid';
export { GameRail } from './components/game-rail';
export { GameTiles } from './components/game-tiles';
export { CategoryNav } from './components/category-nav';
export { ProviderGrid } from './components/provider-grid';
export { GameDetails } from './components/game-details';
export { GamehallView } from './components/gamehall-view';
export { GamesSearchButton, GAMES_SEARCH_DIALOG_ID } from './components/games-search-button';
export { categoryTitleWith, useCategoryTitle, HALL_TITLES_NAMESPACE } from './category-title';
