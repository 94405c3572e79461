import { PlatformError } from '@/lib/errors';
import { requireUser } from '../http/context';
import { findGames } from '../services/catalogue';
import { cachedCatalogue } from '../services/catalogue-cache';
import { gameHistory } from '../services/game-history';
import { findCategories, findProviders } from '../services/halls';
import { listExports, requestExport } from '../services/history-exports';
import { addLike, listLikes, removeLike } from '../services/likes';
import { readSetting } from '../services/settings';
import { myBets } from '../services/sportsbook';
import { defineMethods } from './define';

export const gameMethods = defineMethods('games', {
  // GET games/get – catalogue page filtered by types, tags, providers, categories, sysname, query and options (every game field is answered; `fields` is accepted)
  'games/get': ({ db, env, params }) =>
    cachedCatalogue(db, env.CATALOGUE_CACHE_SECONDS, `games/get ${JSON.stringify(params)}`, async () => {
      const { items, total } = await findGames(db, params);
      return { items, total, offset: params.offset, count: items.length };
    }),

  // GET games/getCategories – game-hall categories, each with a `games` sub-object
  'games/getCategories': ({ db, env, params }) =>
    cachedCatalogue(db, env.CATALOGUE_CACHE_SECONDS, `games/getCategories ${JSON.stringify(params)}`, () => findCategories(db, { gamesCount: params.games_count, types: params.types })),

  // GET games/getProviders – providers having games (of `types`); game_params with fields=game_params
  'games/getProviders': ({ db, env, params }) =>
    cachedCatalogue(db, env.CATALOGUE_CACHE_SECONDS, `games/getProviders ${JSON.stringify(params)}`, () =>
      findProviders(db, { types: params.types, withParams: params.fields?.includes('game_params') ?? false }),
    ),

  // GET games/getLikes – the player's favourite games (sysnames), the latest first (signed-in only)
  'games/getLikes': (ctx) => listLikes(ctx.db, requireUser(ctx).uid),

  // POST games/addLike – adds a favourite; idempotent; unknown sysname → InvalidParameter (signed-in only)
  'games/addLike': async (ctx) => {
    await addLike(ctx.db, requireUser(ctx).uid, ctx.params.sysname);
    return 1;
  },

  // POST games/removeLike – removes a favourite; idempotent; unknown sysname → InvalidParameter (signed-in only)
  'games/removeLike': async (ctx) => {
    await removeLike(ctx.db, requireUser(ctx).uid, ctx.params.sysname);
    return 1;
  },

  // GET games/getHistory – the player's rounds, newest first, by mode and day range, paged with the total (signed-in only)
  'games/getHistory': async (ctx) => {
    const { items, total } = await gameHistory(ctx.db, requireUser(ctx).uid, ctx.params);
    return { items, total, offset: ctx.params.offset, count: items.length };
  },

  // GET games/getSportBets – the player's sportsbook bets, newest first (signed-in only)
  'games/getSportBets': (ctx) => myBets(ctx.db, requireUser(ctx).uid, ctx.params.count),

  // POST games/createhistoryexportrequest – queues a CSV of the rounds matching the filters, answers it pending (AccessDenied when the operator turned exports off)
  'games/createhistoryexportrequest': async (ctx) => {
    const user = requireUser(ctx);
    if (!(await readSetting(ctx.db, 'general_info')).is_game_history_export_enabled) throw new PlatformError('AccessDeniedException', { reason: 'history_export_disabled' });
    return requestExport(ctx.db, user.uid, ctx.params, (err) => ctx.log.error({ err }, 'history export failed'));
  },

  // GET games/gethistoryexportrequest – the player's exports, newest first, or the one with `id`; `url` once ready (signed-in only)
  'games/gethistoryexportrequest': (ctx) => listExports(ctx.db, requireUser(ctx).uid, ctx.params.id),
});
