import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readEnv } from '@/lib/config';
import { trustedClientAddress } from './client-address';
import { trustProxyOption } from './trust-proxy';

/** The client address and protocol a request from `remoteAddress` with forwarding headers is seen with. */
async function seen(trust: string, remoteAddress: string) {
  const app = Fastify({ trustProxy: trustProxyOption(trust) });
  app.get('/', async (request) => ({ ip: request.ip, protocol: request.protocol }));
  const res = await app.inject({ url: '/', remoteAddress, headers: { 'x-forwarded-for': '198.51.100.9', 'x-forwarded-proto': 'https' } });
  await app.close();
  return res.json() as { ip: string; protocol: string };
}

describe('TRUST_PROXY', () => {
  it('by default trusts only a proxy on this machine', async () => {
    expect(await seen(readEnv({}).TRUST_PROXY, '127.0.0.1')).toEqual({ ip: '198.51.100.9', protocol: 'https' });
    expect(await seen(readEnv({}).TRUST_PROXY, '10.0.0.5')).toEqual({ ip: '10.0.0.5', protocol: 'http' });
  });

  it('behind a load balancer on 10.0.0.0/8 each player has their own address and https is seen', async () => {
    expect(await seen('10.0.0.0/8', '10.0.0.5')).toEqual({ ip: '198.51.100.9', protocol: 'https' });
    expect(await seen('10.0.0.0/8', '203.0.113.1')).toEqual({ ip: '203.0.113.1', protocol: 'http' }); // a client forging the headers
    expect(await seen('10.0.0.0/8', '127.0.0.1')).toMatchObject({ ip: '198.51.100.9' }); // the in-process calls
    expect(await seen('1', '10.0.0.5')).toMatchObject({ ip: '198.51.100.9' });
  });

  it('refuses a value that is none of those', () => {
    expect(() => readEnv({ TRUST_PROXY: 'yes please' })).toThrow();
  });
});

describe('trustedClientAddress (what server.ts hands server-side calls as X-Forwarded-For)', () => {
  const chains: Array<[string, string, string | undefined]> = [
    ['127.0.0.1', '198.51.100.9', '198.51.100.9'],
    ['10.0.0.5', '198.51.100.9', undefined],
    ['::ffff:127.0.0.1', '198.51.100.9', undefined],
    ['203.0.113.1', '198.51.100.9, 10.0.0.5', undefined],
    ['10.0.0.5', '198.51.100.9, 10.0.0.6', undefined],
  ];
  it.each(['loopback', 'false', '10.0.0.0/8', '1', '2', 'true', 'uniquelocal', '10.0.0.5, 10.0.0.6'])('agrees with Fastify for TRUST_PROXY=%s', async (trust) => {
    const resolve = trustedClientAddress(trust);
    for (const [remoteAddress, forwarded] of chains) {
      const app = Fastify({ trustProxy: trustProxyOption(trust) });
      app.get('/', async (request) => ({ ip: request.ip }));
      const res = await app.inject({ url: '/', remoteAddress, headers: { 'x-forwarded-for': forwarded } });
      await app.close();
      expect(resolve(remoteAddress, forwarded), `${remoteAddress} with ${forwarded}`).toBe(res.json().ip);
    }
  });

  it('a visitor connecting directly is their own socket address, whatever X-Forwarded-For they wrote', () => {
    expect(trustedClientAddress('loopback')('203.0.113.1', '1.2.3.4')).toBe('203.0.113.1');
    expect(trustedClientAddress('loopback')('203.0.113.1', undefined)).toBe('203.0.113.1');
  });
});
