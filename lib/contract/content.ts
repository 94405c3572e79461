import { z } from 'zod';
import { get, none, ok, post } from './define';
import { INT4_MAX } from './safe-input';
import { looseRecord, money, timestamp } from './entities';
import { fields, int, json, list, text } from './fields';

/** §3 Banner; `description.position` says where it shows, the rest is operator content. */
export const banner = z.object({
  id: z.number().int(),
  finished_at: timestamp.nullable(),
  description: z.object({ position: z.string() }).catchall(z.unknown()),
});

/** A campaign popup, opened by `?popup={sysname}`. */
export const campaignPopup = z.object({ id: z.number().int(), sysname: z.string() }).catchall(z.unknown());

/** §3 General info. Times are seconds; `analytic` holds the ids of the analytics tools. */
export const generalInfo = z.object({
  analytic: z.record(z.string(), z.string().nullable()),
  available_currencies: z.array(z.string()),
  available_locales: z.array(z.string()),
  default_currency: z.string(),
  is_seon_enabled: z.boolean(),
  domain_state: z.string(),
  domain_type: z.string(),
  time_to_force_logout: z.number(),
  is_bonus_isolation_enabled: z.boolean(),
  is_game_history_export_enabled: z.boolean(),
  user_inactivity_cashier_time: z.number(),
  user_inactivity_pp_time: z.number(),
  /** Social sign-in services the platform has credentials for (`/oauth/init?service=`); the buttons show only these. */
  social_services: z.array(z.string()).optional(),
  /** The youngest a player may be (the rule pack's minimum age, PROTECTION_MIN_AGE): the forms refuse a younger birth date (`underAge`). */
  min_age: z.number().optional(),
  /** Seconds before another code or confirmation link may be sent (CODE_RESEND_SECONDS). */
  resend_time: z.number().optional(),
});
export type GeneralInfo = z.infer<typeof generalInfo>;

export const jackpot = z.object({
  id: z.number().int(),
  sysname: z.string(),
  name: z.string(),
  amount: money,
  /** Games carrying this tag feed the pot and can win it. */
  games_tag: z.string(),
  description: looseRecord,
});

/** A jackpot payout (Jackpots/getWinners). */
export const jackpotWin = z.object({
  id: z.number().int(),
  jackpot: z.object({ id: z.number().int(), sysname: z.string(), name: z.string() }),
  fakename: z.string(),
  game: z.object({ sysname: z.string(), name: z.string() }).nullable(),
  amount: money,
  created_at: timestamp,
});

/** One leaderboard row: a win in a game. */
export const leaderboardEntry = z.object({
  fakename: z.string(),
  game: z.object({ sysname: z.string(), name: z.string() }),
  amount: money,
  created_at: timestamp,
});

export const TOURNAMENT_STATUSES = ['future', 'active', 'finished'] as const;
export const TOURNAMENT_FIELDS = ['description', 'user_info', 'winners', 'restrictions', 'extra'] as const;

/** §3 Tournament. The parts named in TOURNAMENT_FIELDS come only when asked for by `fields`. */
export const tournament = z.object({
  id: z.number().int(),
  sysname: z.string(),
  title: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  start_at: timestamp,
  end_at: timestamp,
  total_prize: money,
  total_participants: z.number().int(),
  total_points: z.number(),
  reset_on_cashout: z.boolean(),
  provider: z.string().nullable(),
  tags: z.array(z.string()),
  games_count: z.number().int(),
  /** How rounds score: stakes, wins or multipliers. */
  rule: z.enum(['stakes', 'wins', 'multipliers']).optional(),
  description: looseRecord.optional(),
  user_info: z.object({ is_participant: z.boolean(), points: z.number(), place: z.number().int().nullable() }).nullable().optional(),
  winners: z.array(z.object({ place: z.number().int(), fakename: z.string(), points: z.number(), prize: money.nullable() })).optional(),
  restrictions: looseRecord.optional(),
  extra: looseRecord.optional(),
});
export type Tournament = z.infer<typeof tournament>;

const leaderboardParams = z.object({ count: int({ min: 1, max: 100 }).default(20) });

export const contentMethods = {
  'banners/get': get(
    z.object({ offset: int({ min: 0 }).default(0), count: int({ min: 1, max: 100 }).default(10), fields: list(z.string()).optional() }),
    z.array(banner),
  ),
  'popups/get': get(none, z.array(campaignPopup)),
  'metadata/get': get(none, looseRecord),
  'metadata/getgeneralinfo': get(none, generalInfo),
  'Jackpots/get': get(none, z.array(jackpot)),
  'Jackpots/getWinners': get(z.object({ jackpot_id: int({ min: 1 }).optional(), count: int({ min: 1, max: 100 }).default(20) }), z.array(jackpotWin)),
  'leaderboard/get': get(leaderboardParams, z.array(leaderboardEntry)),
  'leaderboard/live': get(leaderboardParams, z.array(leaderboardEntry)),
  'leaderboard/top': get(leaderboardParams, z.array(leaderboardEntry)),
  'tournaments/get': get(
    z.object({
      count: int({ min: 1, max: 100 }).default(20),
      offset: int({ min: 0 }).default(0),
      ids: list(z.string().regex(/^\d+$/, 'not_integer').refine((v) => !/^\d+$/.test(v) || Number(v) <= INT4_MAX, 'too_big')).optional(),
      fields: fields(TOURNAMENT_FIELDS),
      status: z.enum(['all', ...TOURNAMENT_STATUSES]).default('all'),
    }),
    z.array(tournament),
  ),
  'tournaments/participate': post(z.object({ tournament_id: int({ min: 1 }).required() }), ok),
  'events/handle': get(
    z.object({ event_name: text(64), event_params: json(looseRecord).refine((v) => JSON.stringify(v).length <= 2048, 'too_large').optional() }),
    ok,
  ),
  'storage/get': get(z.object({ keys: list(z.string().max(128)).optional() }), z.record(z.string(), z.string())),
  'storage/getKeys': get(none, z.array(z.string())),
  'storage/set': post(z.object({ key: text(128), value: z.string().max(16_384).optional() }), ok),
};
