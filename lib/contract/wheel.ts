import { z } from 'zod';
import { get, none, post } from './define';
import { balances, looseRecord, money, timestamp } from './entities';
import { int } from './fields';

/** §3 Wheel reward types. */
export const REWARD_TYPES = ['campaign', 'money', 'prize', 'respin', 'empty'] as const;
export const WHEEL_SCOPES = ['all', 'user', 'public'] as const;

/**
 * A sector's reward: `title`, and per type money `amount`; campaign `bonus` (amount, wager) or
 * `freespins` (game, count, bet); prize `name`.
 */
export const reward = z
  .object({ type: z.enum(REWARD_TYPES), title: z.string(), amount: money.optional() })
  .catchall(z.unknown());
export type WheelReward = z.infer<typeof reward>;

/** §3 Wheel campaign; the current one is the first returned. `config`: winnersType, controls (button images). */
export const wheelCampaign = z
  .object({
    id: z.number().int(),
    sysname: z.string(),
    title: z.string(),
    description: looseRecord,
    start_at: timestamp,
    end_at: timestamp,
    spin_balance: z.number().int(),
    spin_price: money,
    config: z.object({ winnersType: z.enum(['all', 'public']), controls: z.record(z.string(), z.string()) }).catchall(z.unknown()),
  })
  .catchall(z.unknown());
export type WheelCampaign = z.infer<typeof wheelCampaign>;

/** What fixes the next spin: SHA-256 of its secret server seed, the client seed and the nonce. */
export const wheelFairness = z.object({ server_seed_hash: z.string(), client_seed: z.string(), nonce: z.number().int() });

/** §3 Wheel: sectors each holding a reward, with its chance (weight ÷ sum of weights). */
export const wheel = z.object({
  campaign_id: z.number().int(),
  sectors: z.array(z.object({ id: z.number().int(), position: z.number().int(), chance: z.number(), reward })),
  /** The signed-in player's next spin (null for a visitor). */
  fair: wheelFairness.nullable(),
});
export type Wheel = z.infer<typeof wheel>;

/** One spin; `fair` (with the revealed seed) only on the player's own spins. */
export const wheelSpin = z.object({
  id: z.string(),
  campaign_id: z.number().int(),
  fakename: z.string(),
  position: z.number().int(),
  reward,
  created_at: timestamp,
  fair: wheelFairness.extend({ server_seed: z.string() }).optional(),
});
export type WheelSpin = z.infer<typeof wheelSpin>;

/** §3 Spin results: items and count. */
export const spinResults = z.object({ items: z.array(wheelSpin), count: z.number().int() });

/** A quest: `kind` wager (minor units staked), rounds (real rounds played) or deposit (minor units deposited). */
export const wheelQuest = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  sysname: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(['wager', 'rounds', 'deposit']),
  /** Rounds, or major units of the campaign's currency. */
  target: z.number(),
  progress: z.number(),
  spins: z.number().int(),
  completed: z.boolean(),
});
export type WheelQuest = z.infer<typeof wheelQuest>;

const campaignId = z.object({ campaign_id: int({ min: 1 }).required() });

export const wheelMethods = {
  'wheel/campaignsGet': get(none, z.array(wheelCampaign)),
  'wheel/campaignsInfo': get(none, z.object({ campaigns: z.number().int(), spin_balance: z.number().int(), quests_total: z.number().int(), quests_completed: z.number().int() })),
  'wheel/wheelInfoGet': get(campaignId, wheel),
  /** The gifts a wheel can give (its non-empty rewards with their chance). */
  'wheel/wheelRewardsGet': get(campaignId, z.array(z.object({ reward, chance: z.number() }))),
  'wheel/wheelSpinResults': get(
    campaignId.extend({
      count: int({ min: 1, max: 100 }).default(20),
      offset: int({ min: 0 }).default(0),
      scope: z.enum(WHEEL_SCOPES).default('all'),
    }),
    spinResults,
  ),
  'wheel/campaignsQuestsGet': get(campaignId, z.array(wheelQuest)),
  'wheel/campaignsQuestsInfo': get(none, z.object({ total: z.number().int(), completed: z.number().int(), spins_earned: z.number().int() })),
  'wheel/buySpin': post(
    campaignId.extend({ spins_amount: int({ min: 1, max: 100 }).required() }),
    z.object({ campaign_id: z.number().int(), spin_balance: z.number().int(), paid: money, balances }),
  ),
  'wheel/spinWheel': post(campaignId, z.object({ spin: wheelSpin, spin_balance: z.number().int(), next: wheelFairness })),
};
