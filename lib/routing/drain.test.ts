import { Agent, createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createDrain, type Drain } from './drain';

let server: Server | undefined;
afterEach(() => void server?.closeAllConnections());

/** A server whose `/slow` answers after `ms` (headers first when `early`), everything else at once. */
async function start(timeoutMs: number, handle?: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ drain: Drain; port: number }> {
  server = createServer({ keepAliveTimeout: 60_000 });
  const drain = createDrain(server, { timeoutMs });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    drain.track(req, res);
    if (handle) return handle(req, res);
    const ms = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('ms') ?? 0);
    setTimeout(() => res.end('done'), ms);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { drain, port: (server.address() as AddressInfo).port };
}

const get = (port: number, path: string, agent: Agent) =>
  new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    request({ port, host: '127.0.0.1', path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
    })
      .on('error', reject)
      .end();
  });

describe('drain', () => {
  it('finishes the request in flight on a kept-alive connection, closes that connection after it, and refuses new ones', async () => {
    const { drain, port } = await start(5000);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, '/', agent)).connection).toBe('keep-alive');
    const inFlight = get(port, '/slow?ms=300', agent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const outcome = drain.drain();
    expect(drain.draining).toBe(true);
    expect(await inFlight).toEqual({ status: 200, body: 'done', connection: 'close' });
    expect(await outcome).toBe('drained');
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(get(port, '/', new Agent())).rejects.toThrow();
    agent.destroy();
  });

  it('closes idle kept-alive connections at once instead of waiting for their timeout', async () => {
    const { drain, port } = await start(5000);
    const agent = new Agent({ keepAlive: true });
    await get(port, '/', agent);
    const started = Date.now();
    expect(await drain.drain()).toBe('drained');
    expect(Date.now() - started).toBeLessThan(1000);
    agent.destroy();
  });

  it('ends a kept-alive connection whose answer had already begun, once that answer is done', async () => {
    const { drain, port } = await start(5000, (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('part ');
      setTimeout(() => res.end('rest'), 300);
    });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const inFlight = get(port, '/', agent);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const outcome = drain.drain();
    expect((await inFlight).body).toBe('part rest');
    expect(await outcome).toBe('drained');
    agent.destroy();
  });

  it('cuts what is still open at its limit', async () => {
    const { drain, port } = await start(300, () => undefined); // never answers
    const hanging = get(port, '/', new Agent()).catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    expect(await drain.drain()).toBe('forced');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await hanging).toBeInstanceOf(Error);
  });

  it('waits for what runs alongside (the sockets), and not past the limit', async () => {
    const { drain } = await start(5000);
    let closed = false;
    await drain.drain(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      closed = true;
    });
    expect(closed).toBe(true);
    const other = await start(200);
    const started = Date.now();
    expect(await other.drain.drain(() => new Promise(() => undefined))).toBe('forced');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
