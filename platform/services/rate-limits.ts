import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { PlatformError } from '@/lib/errors';
import type { Logger } from '../logger';

/** The guarded actions; each counts apart. */
export type LimitedAction = 'login' | 'register' | 'restore' | 'two_factor' | 'promo' | 'contact';

export type RateLimits = {
  /**
   * Counts one attempt of `action` from `ip` (and for `login` when given, case-insensitively);
   * over the limit → TooManyRequestsException (429) with `retry_after` seconds.
   */
  hit(action: LimitedAction, ip: string, login?: string | null): Promise<void>;
  close(): Promise<void>;
};

export type RateLimitOptions = { perIp: number; perLogin: number; redisUrl?: string; prefix?: string; log: Logger };

const WINDOW_S = 60;

/**
 * Fixed one-minute windows per IP and per IP + login, with rate-limiter-flexible: the same
 * limiter API over memory (one process) or Redis (REDIS_URL: every process shares the counts),
 * atomic increments with expiry in Redis, and an in-memory fallback while Redis is unreachable
 * (`insuranceLimiter`), so an outage of Redis does not lock everybody out.
 */
export function createRateLimits(options: RateLimitOptions): RateLimits {
  const redis = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  redis?.on('error', (err) => options.log.warn({ err }, 'rate-limit redis connection error'));
  const prefix = options.prefix ?? 'rl';
  const make = (name: string, points: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix: `${prefix}:${name}`, points, duration: WINDOW_S });
    return redis ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:${name}`, points, duration: WINDOW_S, insuranceLimiter: memory }) : memory;
  };
  const byIp = make('ip', options.perIp);
  const byLogin = make('login', options.perLogin);

  return {
    async hit(action, ip, login) {
      try {
        await byIp.consume(`${action}:${ip}`);
        const who = login?.trim().toLowerCase();
        if (who) await byLogin.consume(`${action}:${ip}:${who}`);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        throw new PlatformError('TooManyRequestsException', { retry_after: retryAfter });
      }
    },
    async close() {
      redis?.disconnect();
    },
  };
}
