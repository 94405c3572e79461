import { isIPv4, isIPv6 } from 'node:net';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { PlatformError } from '@/lib/errors';
import type { Logger } from '../logger';

/** The guarded actions; each counts apart. */
export type LimitedAction = 'login' | 'register' | 'restore' | 'two_factor' | 'promo' | 'contact' | 'beacon' | 'support';

/** Anonymous writes (GET /hit, events/handle) stored per IP and minute; more are dropped or refused. */
export const BEACONS_PER_MINUTE = 120;

/** IPv6 groups of an address, `::` expanded (an embedded IPv4 tail counts as two). */
function ipv6Groups(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const split = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['v4', 'v4'] : [g])) : []);
  const before = split(head);
  const after = tail === undefined ? [] : split(tail);
  return [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
}

/**
 * What one client is counted as: an IPv4 address itself (an IPv4-mapped IPv6 one too), an IPv6
 * address by its /64, the prefix one subscriber, phone or host gets whole (RFC 6177): walking
 * through the addresses of one /64 is one client.
 */
export function clientKey(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  if (address.startsWith('::ffff:') && isIPv4(address.slice(7))) return address.slice(7);
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

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

export type RateLimitOptions = {
  perIp: number;
  perLogin: number;
  /** Anonymous writes per minute from every address together (ANONYMOUS_WRITES_PER_MINUTE); past it they are shed (429) before the database. */
  anonymousPerMinute?: number;
  redisUrl?: string;
  prefix?: string;
  log: Logger;
};

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
  const allBeacons = make('beacon-all', options.anonymousPerMinute ?? 6000);
  const failuresMemory = new RateLimiterMemory({ keyPrefix: `${prefix}:acct`, points: 1_000_000, duration: ACCOUNT_FAILURE_WINDOW_S });
  const failures: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:acct`, points: 1_000_000, duration: ACCOUNT_FAILURE_WINDOW_S, insuranceLimiter: failuresMemory })
    : failuresMemory;

  return {
    async hit(action, ip, login) {
      try {
        const client = clientKey(ip);
        await (action === 'beacon' ? byBeacon : byIp).consume(`${action}:${client}`);
        if (action === 'beacon') await allBeacons.consume('all');
        const who = login?.trim().toLowerCase();
        if (who) await byLogin.consume(`${action}:${client}:${who}`);
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
