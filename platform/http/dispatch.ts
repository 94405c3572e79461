import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '@/lib/config';
import { methods, parseParams, resolveMethod, type MethodName } from '@/lib/contract';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../db/client';
import type { Handler } from '../methods/define';
import type { Bus } from '../realtime/bus';
import type { Mailer } from '../services/outbox';
import type { RateLimits } from '../services/rate-limits';
import { guardMethod } from '../services/protection';
import { readParams } from './body';
import { createContext } from './session';

/** Methods SPEC §7 names with GET though the site POSTs them: both verbs are answered (logout). */
const ALSO_GET = new Set<MethodName>(['logout']);

export type DispatchDeps = { db: Db; env: Env; bus: Bus; limits: RateLimits; mailer: Mailer; registry: Map<MethodName, Handler<MethodName>>; checkResults: boolean };

/**
 * `/api/{method}`: the method matched case-insensitively; unknown or not implemented →
 * MethodNotFound (404); the wrong verb → InvalidRequest (405, Allow header); params (query + body)
 * checked against the contract → InvalidParameter with per-field codes; then the handler, whose
 * answer is sent as `{ data }`.
 */
export function registerDispatch(app: FastifyInstance, deps: DispatchDeps) {
  const dispatch = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store'); // answers depend on the session; errors included
    const name = resolveMethod(request.params['*'].replace(/\/+$/, ''));
    const handler = name && deps.registry.get(name);
    if (!name || !handler) throw new PlatformError('MethodNotFoundException');

    const verb = methods[name].verb;
    const asked = request.method === 'HEAD' ? 'GET' : request.method;
    const alsoGet = ALSO_GET.has(name);
    if (asked !== verb && !(alsoGet && asked === 'GET')) {
      reply.header('allow', alsoGet ? 'GET, HEAD, POST' : verb === 'GET' ? 'GET, HEAD' : 'POST');
      throw new PlatformError('InvalidRequestException', { reason: 'method_not_allowed', allow: verb }, { status: 405 });
    }
    // a state-changing GET another site started (<img src=".../api/logout">): the browser says so
    if (asked === 'GET' && verb !== 'GET' && request.headers['sec-fetch-site'] === 'cross-site') {
      throw new PlatformError('AccessDeniedException', { reason: 'cross_site' });
    }

    const raw = await readParams(request);
    const parsed = parseParams(methods[name].params, raw);
    if (!parsed.ok) throw PlatformError.invalidParameters(parsed.errors);

    // assign, not spread: the context's `user` is a getter that follows signIn/signOut
    const ctx = Object.assign(await createContext(request, reply, deps), { params: parsed.data as never });
    await guardMethod(ctx.db, ctx.user, name, verb);
    const data = await handler(ctx);
    if (deps.checkResults) {
      const checked = methods[name].result.safeParse(data);
      if (!checked.success) throw new Error(`${name} answered outside its contract: ${checked.error.message}`);
    }
    return { data };
  };
  app.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/api/*', handler: dispatch });
}
