import { z } from 'zod';

export type Verb = 'GET' | 'POST';

export type MethodDef<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> = {
  verb: Verb;
  params: P;
  result: R;
};

/** One API method: its HTTP verb, its params schema, its `data` schema. */
export const get = <P extends z.ZodType, R extends z.ZodType>(params: P, result: R): MethodDef<P, R> => ({ verb: 'GET', params, result });
export const post = <P extends z.ZodType, R extends z.ZodType>(params: P, result: R): MethodDef<P, R> => ({ verb: 'POST', params, result });

/** No params. */
export const none = z.object({});

/** Methods whose answer 1 means success and anything else failure (SPEC §7); the platform answers 1. */
export const ok = z.union([z.number(), z.boolean()]);

/** Answer shape the spec does not show. */
export const unknownResult = z.unknown();

/** A page of items. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), offset: z.number().int(), count: z.number().int() });
