import { z } from 'zod';
import { get, none, ok, post, unknownResult } from './define';
import { looseRecord } from './entities';
import { amount, int, json, optionalText, text } from './fields';

/** §3 Deposit request. `requisites` may come as JSON text (multipart) or an object. */
export const depositParams = z.object({
  methodId: optionalText(64),
  method: text(64),
  amount: amount(),
  campaign_offer_id: int().default(-1),
  requisites: json(looseRecord).optional(),
});
export type DepositParams = z.input<typeof depositParams>;

/** §3 Payment method info. */
export const paymentMethod = z
  .object({
    sysname: z.string(),
    icon: z.string().optional(),
    iconDark: z.string().optional(),
    iconWithdraw: z.string().optional(),
    iconFooter: z.string().optional(),
    description: z.string().optional(),
    descriptionWithdraw: z.string().optional(),
    descriptionMinMax: z.string().optional(),
  })
  .catchall(z.unknown());

export const cashierMethods = {
  cancelwithdrawal: post(z.looseObject({ id: int({ min: 1 }).optional() }), ok),
  makedeposit: post(depositParams, unknownResult),
  makewithdrawal: post(
    z.object({ method: text(64), amount: amount(), requisites: json(looseRecord).optional() }),
    unknownResult,
  ),
  getbanks: get(z.looseObject({}), unknownResult),
  getdepositinfo: get(z.looseObject({}), unknownResult),
  getdepositsettings: get(none, unknownResult),
  gethistory: get(
    z.object({
      offset: int({ min: 0 }).default(0),
      count: int({ min: 1, max: 100 }).default(20),
      type: z.enum(['deposit', 'withdrawal']).optional(),
    }),
    z.object({ items: z.array(z.unknown()), count: z.number().int() }).catchall(z.unknown()),
  ),
  getwithdrawsettings: get(none, unknownResult),
};
