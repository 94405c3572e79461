import type { FastifyInstance } from 'fastify';
import type { Env } from '@/lib/config';
import { hostileFields } from '@/lib/contract';
import type { Db } from '../../db/client';
import { providerCalls } from '../../db/schema';
import type { Bus } from '../../realtime/bus';
import { providersOf } from './registry';
import { signatureHolds } from './signature';
import { handleCall } from './wallet';
import { ACTIONS, parseCall, type WalletAnswer, type WalletStatus } from './wire';

const bare = (status: WalletStatus, currency = 'USD'): WalletAnswer => ({ status, balance: 0, currency });

/**
 * POST /provider-wallet/{provider}/{action} – the seamless wallet a game studio calls (docs/providers.md
 * §1). The body is read as text, its X-Signature checked over those bytes before it is parsed; a
 * bad signature is HTTP 401, every other answer HTTP 200 in the protocol's own format. Every call
 * is kept with its answer and times (provider_calls) for reconciliation.
 */
export function registerProviderWallet(app: FastifyInstance, opts: { db: Db; env: Env; bus?: Bus }) {
  const providers = providersOf(opts.env);
  void app.register(async (scope) => {
    scope.removeContentTypeParser(['application/json', 'text/plain']);
    scope.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { provider: string; action: string } }>('/provider-wallet/:provider/:action', async (request, reply) => {
      const receivedAt = new Date();
      const { provider, action } = request.params;
      const raw = typeof request.body === 'string' ? request.body : '';
      const def = providers.get(provider);
      let httpStatus = 200;
      let answer: WalletAnswer;
      let userId: number | null = null;
      let transactionId: string | null = null;
      if (!def || !signatureHolds(def.secret, raw, request.headers['x-signature'])) {
        httpStatus = 401;
        answer = bare('INVALID_SIGNATURE');
      } else {
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw);
        } catch {
          parsed = null;
        }
        const clean = parsed && typeof parsed === 'object' && Object.keys(hostileFields(parsed as Record<string, unknown>)).length === 0;
        const call = clean && (ACTIONS as readonly string[]).includes(action) ? parseCall(action, parsed) : null;
        if (!call) answer = bare('INVALID_REQUEST');
        else {
          transactionId = 'transaction_id' in call.body ? call.body.transaction_id : null;
          try {
            ({ answer, userId } = await handleCall(opts.db, provider, call, opts.bus));
          } catch (err) {
            request.log.error({ err, provider, action }, 'provider wallet call failed');
            answer = bare('INTERNAL_ERROR');
          }
        }
      }
      await opts.db
        .insert(providerCalls)
        .values({ provider: provider.slice(0, 64), action: action.slice(0, 32), userId, transactionId, request: raw, httpStatus, status: answer.status, answer, receivedAt, answeredAt: new Date() })
        .catch((err: unknown) => request.log.error({ err }, 'keeping a provider call failed'));
      reply.header('cache-control', 'no-store');
      return reply.code(httpStatus).send(answer);
    });
  });
}
