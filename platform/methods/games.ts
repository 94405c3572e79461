import { findGames } from '../services/catalogue';
import { findCategories, findProviders } from '../services/halls';
import { defineMethods } from './define';

export const gameMethods = defineMethods('games', {
  // GET games/get – catalogue page filtered by types, tags, providers, categories, sysname, query and options
  'games/get': async ({ db, params }) => {
    const { items, total } = await findGames(db, params);
    return { items, total, offset: params.offset, count: items.length };
  },

  // GET games/getCategories – game-hall categories, each with a `games` sub-object
  'games/getCategories': ({ db, params }) => findCategories(db, { gamesCount: params.games_count, types: params.types }),

  // GET games/getProviders – providers having games (of `types`); game_params with fields=game_params
  'games/getProviders': ({ db, params }) => findProviders(db, { types: params.types, withParams: params.fields?.includes('game_params') ?? false }),
});
