import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readEnv } from '@/lib/config';
import { applyConnectionTimeouts, limitBody, type BodyLimit } from './request-limits';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server whose handler reads the whole body into memory, as Next and the platform's parsers do. */
async function start(options: Omit<BodyLimit, 'answer'>) {
  let handled = 0;
  server = createServer((req, res) => {
    void limitBody(req, res, { ...options, answer: (r, status) => r.writeHead(status).end(`refused ${status}`) }).then((ok) => {
      if (!ok) return;
      handled += 1;
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => res.end(`read ${Buffer.concat(chunks).length}`));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, handled: () => handled };
}

/** Writes `head`, then `bytes` of body (chunked or not) as fast as they are taken; resolves with the answer and what was sent. */
function send(port: number, head: string, bytes = 0, chunked = false) {
  const socket = connect(port, '127.0.0.1');
  const piece = Buffer.alloc(16 * 1024, 'a');
  let sent = 0;
  let text = '';
  socket.on('error', () => undefined);
  socket.on('data', (d) => void (text += d.toString('latin1')));
  socket.write(head);
  const pump = () => {
    while (sent < bytes && !socket.destroyed) {
      sent += piece.length;
      if (!socket.write(chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece)) return void socket.once('drain', pump);
    }
    if (sent >= bytes && chunked && !socket.destroyed) socket.write('0\r\n\r\n');
  };
  socket.once('connect', pump);
  const started = Date.now();
  return new Promise<{ status: number; text: string; sent: number; ms: number }>((resolve) => {
    const done = () => resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0), text, sent, ms: Date.now() - started });
    socket.on('close', done);
    socket.on('data', () => void (/read \d+$/.test(text) && socket.end()));
  });
}

const MB = 1024 * 1024;
const post = (extra: string) => `POST / HTTP/1.1\r\nHost: x\r\n${extra}\r\n\r\n`;

describe.each(['hold', 'stream'] as const)('limitBody (%s)', (mode) => {
  it('passes a body within the limit to the handler whole', async () => {
    const { port } = await start({ mode, limit: 64 * 1024, timeoutMs: 5000 });
    expect((await send(port, post(`Content-Length: ${48 * 1024}`), 48 * 1024)).text).toMatch(/read 49152$/);
    expect((await send(port, post('Transfer-Encoding: chunked'), 48 * 1024, true)).text).toMatch(/read 49152$/);
  });

  it('refuses a declared body over the limit with 413 before reading it; the handler never runs', async () => {
    const { port, handled } = await start({ mode, limit: 64 * 1024, timeoutMs: 5000 });
    const answer = await send(port, post(`Content-Length: ${10 * MB}`));
    expect(answer.status).toBe(413);
    expect(handled()).toBe(0);
  });

  it('cuts a chunked body at the limit: 413, the connection closed long before 50 MB', async () => {
    const { port } = await start({ mode, limit: 64 * 1024, timeoutMs: 5000 });
    const answer = await send(port, post('Transfer-Encoding: chunked'), 50 * MB, true);
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(10 * MB);
  });

  it('answers an unfinished body 408 after the time limit and closes the connection', async () => {
    const { port } = await start({ mode, limit: 64 * 1024, timeoutMs: 300 });
    const answer = await send(port, `${post('Content-Length: 100')}half`);
    expect(answer.status).toBe(408);
    expect(answer.ms).toBeGreaterThanOrEqual(250);
    expect(answer.ms).toBeLessThan(3000);
  });
});

describe('applyConnectionTimeouts', () => {
  it('keeps idle connections 65 s and headers 66 s by default: past a load balancer’s 60 s', () => {
    const env = readEnv({});
    const http = createServer();
    applyConnectionTimeouts(http, { keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS, headersTimeoutMs: env.HEADERS_TIMEOUT_MS, bodyTimeoutMs: env.BODY_TIMEOUT_SECONDS * 1000 });
    expect([http.keepAliveTimeout, http.headersTimeout]).toEqual([65_000, 66_000]);
    expect(http.requestTimeout).toBeGreaterThan(http.headersTimeout);
  });
});
