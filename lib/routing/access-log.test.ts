import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccessLog, type AccessLine } from './access-log';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function start(options: Parameters<typeof createAccessLog>[1] = {}) {
  const lines: AccessLine[] = [];
  const log = createAccessLog((line) => lines.push(line), options);
  server = createServer((req, res) => {
    log(req, res, '203.0.113.5');
    if (req.url?.startsWith('/flood')) res.writeHead(429).end();
    else res.end('ok');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines };
}

describe('access log', () => {
  it('writes one line per request, without the query', async () => {
    const { base, lines } = await start();
    await fetch(`${base}/confirmation?contact=a%40b.c&code=123456`);
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/confirmation', status: 200, ip: '203.0.113.5' });
    expect(JSON.stringify(lines)).not.toContain('123456');
  });

  it('samples refusals repeated by one address: the first of each window, the rest counted', async () => {
    let clock = 0;
    const { base, lines } = await start({ windowMs: 10_000, now: () => clock });
    for (let i = 0; i < 100; i += 1) await fetch(`${base}/flood?n=${i}`);
    await expect.poll(() => lines.length).toBe(1);
    clock = 11_000;
    await fetch(`${base}/flood`);
    await fetch(`${base}/`);
    await expect.poll(() => lines.length).toBe(3);
    expect(lines.map((l) => [l.status, l.repeated])).toEqual([
      [429, undefined],
      [429, 99],
      [200, undefined],
    ]);
  });
});
