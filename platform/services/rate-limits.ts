import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { PlatformError } from '@/lib/errors';
import type { Logger } from '../logger';

/** The guarded actions; each counts apart. */
export type LimitedAction = 'login' | 'register' | 'restore' | 'two_factor' | 'promo' | 'contact' | 'beacon' | 'support';

/** Anonymous writes (GET /hit, events/handle) stored per IP and minute; more are dropped or refused. */
export const BEACONS_PER_MINUTE = 120;

export type RateLimits = {
  /**
   * Counts one attempt of `action` from `ip` (and for `login` when given, case-insensitively);
   * over the limit → TooManyRequestsException (429) with `retry_after` seconds.
   */
  hit(action: LimitedAction, ip: string, login?: string | null): Promise<void>;
  /**
   * Wrong passwords for one account from every address, over ACCOUNT_FAILURE_WINDOW_S. Past the
   * threshold the owner's right password needs a code sent to their contact too: an attacker
   * spreading guesses over many addresses cannot sign in, and the owner is never locked out.
   */
  accountFailures: {
    count(uid: number): Promise<number>;
    add(uid: number): Promise<void>;
    clear(uid: number): Promise<void>;
  };
  close(): Promise<void>;
};

export type RateLimitOptions = { perIp: number; perLogin: number; redisUrl?: string; prefix?: string; log: Logger };

/** How long wrong passwords for an account are remembered (from the latest). */
export const ACCOUNT_FAILURE_WINDOW_S = 15 * 60;

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
  const byBeacon = make('beacon', BEACONS_PER_MINUTE);
  const failuresMemory = new RateLimiterMemory({ keyPrefix: `${prefix}:acct`, points: 1_000_000, duration: ACCOUNT_FAILURE_WINDOW_S });
  const failures: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:acct`, points: 1_000_000, duration: ACCOUNT_FAILURE_WINDOW_S, insuranceLimiter: failuresMemory })
    : failuresMemory;

  return {
    async hit(action, ip, login) {
      try {
        await (action === 'beacon' ? byBeacon : byIp).consume(`${action}:${ip}`);
        const who = login?.trim().toLowerCase();
        if (who) await byLogin.consume(`${action}:${ip}:${who}`);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        throw new PlatformError('TooManyRequestsException', { retry_after: retryAfter });
      }
    },
    accountFailures: {
      async count(uid) {
        return (await failures.get(String(uid)))?.consumedPoints ?? 0;
      },
      async add(uid) {
        await failures.penalty(String(uid), 1);
      },
      async clear(uid) {
        await failures.delete(String(uid));
      },
    },
    async close() {
      redis?.disconnect();
    },
  };
}
