import { z } from 'zod';
import { get, ok, post, unknownResult } from './define';
import { looseRecord } from './entities';
import { int } from './fields';

/** §3 Loyalty info. */
export const loyaltyInfo = z.object({
  id: z.number().int(),
  is_active: z.boolean(),
  points: z.number(),
  character: looseRecord.nullable(),
  levels: z.array(looseRecord),
  pointsAlias: z.string(),
  uid: z.number().int(),
});

/** §3 Characters page. */
export const characters = z.object({ items: z.array(looseRecord), offset: z.number().int(), limit: z.number().int(), total: z.number().int() });

/** §3 Loyalty notification. */
export const loyaltyNotification = z
  .object({
    trigger: z.string(),
    type: z.string(),
    amount: z.number(),
    amountType: z.string(),
    title: z.string(),
    message: z.string(),
    image: z.string().nullable(),
  })
  .partial()
  .catchall(z.unknown());

export const loyaltyMethods = {
  'loyalty/buyproduct': post(z.looseObject({ id: int({ min: 1 }).optional() }), unknownResult),
  'loyalty/setcharacter': post(z.object({ id: int({ min: 1 }).required() }), ok),
  'loyalty/getcharacters': get(z.object({ offset: int({ min: 0 }).default(0), limit: int({ min: 1, max: 100 }).default(20) }), characters),
  'loyalty/getinfo': get(z.object({}), loyaltyInfo),
  'loyalty/getnotifications': get(z.object({}), z.array(loyaltyNotification)),
  'loyalty/getproducts': get(z.looseObject({}), unknownResult),
  'loyalty/getPrograms': get(z.object({ limit: int({ min: 1, max: 100 }).default(2), offset: int({ min: 0 }).default(0) }), unknownResult),
  'loyalty/getProgram': get(z.looseObject({ sysname: z.string().optional() }), unknownResult),
};
