import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isPlatformError } from '@/lib/errors';
import { createLogger } from '../logger';
import { REDIS_URL } from '../test/databases';
import { createRateLimits, type RateLimits } from './rate-limits';

const log = createLogger({ LOG_LEVEL: 'silent' });

async function refusal(limits: RateLimits, ip: string, login?: string) {
  try {
    await limits.hit('login', ip, login);
    return null;
  } catch (error) {
    return isPlatformError(error) ? { type: error.type, data: error.data, status: error.status } : error;
  }
}

const stores = REDIS_URL ? ['memory', 'redis'] : ['memory'];

describe.each(stores)('rate limits [%s]', (store) => {
  const make = () => createRateLimits({ perIp: 5, perLogin: 2, log, redisUrl: store === 'redis' ? REDIS_URL : undefined, prefix: `rl-test:${randomBytes(4).toString('hex')}` });

  it('allows perLogin attempts per IP and login, perIp per IP, then TooManyRequests (429)', async () => {
    const limits = make();
    expect(await refusal(limits, '1.1.1.1', 'Ana')).toBeNull();
    expect(await refusal(limits, '1.1.1.1', 'ana')).toBeNull();
    expect(await refusal(limits, '1.1.1.1', 'ANA')).toMatchObject({ type: 'TooManyRequestsException', status: 429, data: { retry_after: expect.any(Number) } });
    expect(await refusal(limits, '2.2.2.2', 'ana')).toBeNull();
    expect(await refusal(limits, '1.1.1.1', 'bob')).toBeNull(); // 4th and 5th from the IP
    expect(await refusal(limits, '1.1.1.1')).toBeNull();
    expect(await refusal(limits, '1.1.1.1', 'carl')).toMatchObject({ status: 429 });
    await limits.close();
  });

  it.runIf(store === 'redis')('shares counts between processes through Redis', async () => {
    const prefix = `rl-test:${randomBytes(4).toString('hex')}`;
    const one = createRateLimits({ perIp: 10, perLogin: 2, log, redisUrl: REDIS_URL, prefix });
    const two = createRateLimits({ perIp: 10, perLogin: 2, log, redisUrl: REDIS_URL, prefix });
    expect(await refusal(one, '3.3.3.3', 'ana')).toBeNull();
    expect(await refusal(two, '3.3.3.3', 'ana')).toBeNull();
    expect(await refusal(one, '3.3.3.3', 'ana')).toMatchObject({ status: 429 });
    await one.close();
    await two.close();
  });
});
