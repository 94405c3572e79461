import { z } from 'zod';
import { get, post, unknownResult } from './define';
import { looseRecord } from './entities';
import { int } from './fields';

/** §3 Wheel reward types. */
export const REWARD_TYPES = ['campaign', 'money', 'prize', 'respin', 'empty'] as const;
export const reward = z.object({ type: z.enum(REWARD_TYPES) }).catchall(z.unknown());

/** §3 Wheel campaign; the current one is the first returned. */
export const wheelCampaign = z.object({ id: z.number().int(), spin_balance: z.number().int() }).catchall(z.unknown());

/** §3 Wheel: sectors each holding a reward. */
export const wheel = z.object({ sectors: z.array(z.object({ reward }).catchall(z.unknown())) }).catchall(z.unknown());

/** §3 Spin results: items and count. */
export const spinResults = z.object({ items: z.array(looseRecord), count: z.number().int() });

const campaignId = z.object({ campaign_id: int({ min: 1 }).required() });

export const wheelMethods = {
  'wheel/campaignsGet': get(z.object({}), z.array(wheelCampaign)),
  'wheel/campaignsInfo': get(z.looseObject({}), unknownResult),
  'wheel/wheelInfoGet': get(campaignId, wheel),
  'wheel/wheelRewardsGet': get(z.looseObject({}), unknownResult),
  'wheel/wheelSpinResults': get(
    campaignId.extend({
      count: int({ min: 1, max: 100 }).default(20),
      offset: int({ min: 0 }).default(0),
      scope: z.enum(['all', 'user', 'public']).default('all'),
    }),
    spinResults,
  ),
  'wheel/campaignsQuestsGet': get(campaignId, z.array(looseRecord)),
  'wheel/campaignsQuestsInfo': get(z.looseObject({}), unknownResult),
  'wheel/buySpin': post(campaignId.extend({ spins_amount: int({ min: 1, max: 1000 }).required() }), unknownResult),
  'wheel/spinWheel': post(z.looseObject({ campaign_id: int({ min: 1 }).optional() }), unknownResult),
};
