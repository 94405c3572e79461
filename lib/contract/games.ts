import { z } from 'zod';
import { get, none, ok, page, post, unknownResult } from './define';
import { gameType } from './entities';
import { fields, int, json, list, optionalText, text } from './fields';

/** A game of the catalogue (§3: types slot, live, casino, fast, betting, logical, high_low). */
export const game = z.object({
  id: z.number().int(),
  sysname: z.string(),
  name: z.string(),
  type: gameType,
  provider: z.string(),
  tags: z.array(z.string()),
  image: z.string().nullable(),
  has_demo: z.boolean(),
  is_new: z.boolean(),
  priority: z.number().int(),
});
export type Game = z.infer<typeof game>;

/** §3 Provider; `game_params` when `fields=game_params`. */
export const provider = z.object({
  sysname: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  games_count: z.number().int(),
  game_params: z.object({ types: z.array(gameType) }).catchall(z.unknown()).optional(),
});
export type Provider = z.infer<typeof provider>;

/** A game-hall category with its `games` sub-object (§3). */
export const category = z.object({
  id: z.number().int(),
  sysname: z.string(),
  name: z.string(),
  priority: z.number().int(),
  games: z.object({ total: z.number().int(), items: z.array(game) }),
});
export type Category = z.infer<typeof category>;

export const GAME_SORTS = ['priority', 'name', 'created_at', 'popularity'] as const;

/** Options sent as JSON text: only demo-capable or new games, sysnames to leave out. */
export const gameOptions = z
  .object({ has_demo: z.boolean(), is_new: z.boolean(), exclude: z.array(z.string()) })
  .partial()
  .catchall(z.unknown());

export const gamesParams = z.object({
  offset: int({ min: 0 }).default(0),
  count: int({ min: 1, max: 100 }).default(20),
  sort: z.enum(GAME_SORTS).default('priority'),
  order: z.enum(['asc', 'desc']).default('asc'),
  query: optionalText(100),
  /** Accepted for compatibility; every game field is always answered. */
  fields: list(z.string()).optional(),
  types: list(gameType).optional(),
  tags: list(z.string().max(64)).optional(),
  providers: list(z.string().max(64)).optional(),
  categories: list(z.string().max(64)).optional(),
  /** Look-up by sysname (one or a comma list), e.g. the sportsbook. */
  sysname: list(z.string().max(128)).optional(),
  options: json(gameOptions).optional(),
});
export type GamesParams = z.input<typeof gamesParams>;

const sysnameParam = z.object({ sysname: text(128) });

export const gameMethods = {
  'games/get': get(gamesParams, page(game)),
  'games/getLikes': get(none, z.array(z.string())),
  'games/getCategories': get(z.object({ games_count: int({ min: 0, max: 100 }).default(12), types: list(gameType).optional() }), z.array(category)),
  'games/getProviders': get(z.object({ fields: fields(['game_params']), types: list(gameType).optional() }), z.array(provider)),
  'games/getHistory': get(z.looseObject({ offset: int({ min: 0 }).optional(), count: int({ min: 1, max: 100 }).optional() }), unknownResult),
  'games/gethistoryexportrequest': get(z.looseObject({}), unknownResult),
  'games/addLike': post(sysnameParam, ok),
  'games/removeLike': post(sysnameParam, ok),
  'games/createhistoryexportrequest': post(z.looseObject({}), unknownResult),
};
