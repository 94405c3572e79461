import type { FastifyReply, FastifyRequest } from 'fastify';
import { hostileFields } from '@/lib/contract';
import { PlatformError } from '@/lib/errors';

/**
 * preHandler of every route: a path segment, query value or body field carrying a NUL byte or a
 * lone surrogate (`/games/a%00b/play`, `/hit?page=a%00b`) is answered InvalidParameterException
 * with the field named, before any handler hands it to the database. `/api` methods get the same
 * check, field by field, from `parseParams` in lib/contract.
 */
export async function rejectHostileInput(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const errors = {
    ...hostileFields((request.params ?? {}) as Record<string, unknown>),
    ...hostileFields((request.query ?? {}) as Record<string, unknown>),
    ...(request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body) ? hostileFields(request.body as Record<string, unknown>) : {}),
  };
  if (Object.keys(errors).length > 0) throw PlatformError.invalidParameters(errors);
}
