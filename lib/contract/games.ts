import { z } from 'zod';
import { get, none, ok, page, post } from './define';
import { gameType, money, timestamp } from './entities';
import { fields, int, json, list, optionalText, text } from './fields';

/** A sportsbook bet slip: single or accumulator, with each selection's event and result. */
export const sportBet = z.object({
  id: z.number().int(),
  stake: money,
  odds: z.number(),
  potential_win: money,
  payout: money,
  status: z.enum(['open', 'won', 'lost']),
  selections: z.array(z.object({ event_id: z.number().int(), pick: z.enum(['home', 'draw', 'away']), odds: z.number(), label: z.string(), result: z.enum(['home', 'draw', 'away']).nullable() })),
  created_at: z.string(),
});

/** A game of the catalogue (§3: types slot, live, casino, fast, betting, logical, high_low). */
export const game = z.object({
  id: z.number().int(),
  sysname: z.string(),
  name: z.string(),
  type: gameType,
  provider: z.string(),
  tags: z.array(z.string()),
  image: z.string().nullable(),
  /** 16:9 artwork for horizontal tiles (game-item config `type: horizontal`). */
  image_horizontal: z.string().nullable(),
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
  .object({ has_demo: z.boolean(), is_new: z.boolean(), exclude: z.array(z.string()), tournament_id: z.number().int() })
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

/** One round of the player's history: stake, win and the provably-fair inputs to verify it. */
export const gameRound = z.object({
  id: z.string(),
  game: z.object({ sysname: z.string(), name: z.string() }),
  mode: z.enum(['real', 'demo']),
  bet: money,
  win: money,
  created_at: timestamp,
  /** Server seed hash, client seed and nonce; `server_seed` once the pair has been rotated. */
  fair: z.object({ server_seed_hash: z.string(), client_seed: z.string(), nonce: z.number().int(), server_seed: z.string().nullable() }),
  /** Free spin (no stake taken from a balance). */
  is_freespin: z.boolean(),
});
export type GameRound = z.infer<typeof gameRound>;

export const historyParams = z.object({
  offset: int({ min: 0 }).default(0),
  count: int({ min: 1, max: 100 }).default(20),
  mode: z.enum(['real', 'demo']).optional(),
  /** ISO dates (inclusive day range, UTC). */
  date_from: optionalText(10),
  date_to: optionalText(10),
});

/** A CSV export of the history; `url` (same origin) once `status` is ready. */
export const historyExport = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'ready', 'failed']),
  created_at: timestamp,
  completed_at: timestamp.nullable(),
  row_count: z.number().int().nullable(),
  url: z.string().nullable(),
});
export type HistoryExport = z.infer<typeof historyExport>;

/** A third-party studio's round (docs/providers.md §1): open until its closing win, with every bet, win and rollback of it. */
export const providerRound = z.object({
  id: z.string(),
  provider: z.string(),
  game: z.object({ sysname: z.string(), name: z.string() }),
  status: z.enum(['open', 'closed']),
  bet: money,
  win: money,
  created_at: timestamp,
  closed_at: timestamp.nullable(),
  transactions: z.array(z.object({ transaction_id: z.string(), action: z.enum(['bet', 'win', 'rollback']), status: z.string(), amount: money, rolled_back: z.boolean(), created_at: timestamp })),
});
export type ProviderRound = z.infer<typeof providerRound>;

export const gameMethods = {
  'games/get': get(gamesParams, page(game)),
  'games/getLikes': get(none, z.array(z.string())),
  'games/getCategories': get(z.object({ games_count: int({ min: 0, max: 100 }).default(12), types: list(gameType).optional() }), z.array(category)),
  'games/getProviders': get(z.object({ fields: fields(['game_params']), types: list(gameType).optional() }), z.array(provider)),
  'games/getHistory': get(historyParams, page(gameRound)),
  /** The player's sportsbook bets, newest first (signed-in only). */
  'games/getSportBets': get(z.object({ count: int({ min: 1, max: 100 }).default(20) }), z.array(sportBet)),
  /** The player's exports, newest first; with `id`, just that one. */
  'games/gethistoryexportrequest': get(z.object({ id: int({ min: 1 }).optional() }), z.array(historyExport)),
  'games/addLike': post(sysnameParam, ok),
  'games/removeLike': post(sysnameParam, ok),
  /** Queues a CSV of the rounds in the range (same filters as getHistory); answers the pending export. */
  'games/createhistoryexportrequest': post(historyParams.pick({ mode: true, date_from: true, date_to: true }), historyExport),
  /**
   * A third-party studio's title (docs/providers.md §1 Launch): a provider session token and the studio's
   * launch URL carrying it (with game, currency, lang, lobby_url, mode). Demo never touches the wallet.
   */
  /** The player's rounds at third-party studios, newest first; `status=open`: those still waiting for their closing win ("Continue playing"). */
  'games/getProviderRounds': get(z.object({ status: z.enum(['open', 'closed']).optional(), count: int({ min: 1, max: 100 }).default(20) }), z.array(providerRound)),
  'games/launch': post(z.object({ sysname: text(128), mode: z.enum(['real', 'demo']).default('real') }), z.object({ url: z.string(), token: z.string() })),
};
