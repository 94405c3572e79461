// One Node process: the platform (or a proxy to PLATFORM_URL) on its paths, Next.js on the rest.
// `tsx server.ts --dev` for development; `npm start` (scripts/start.mjs) builds if needed and runs it in production.
import { AsyncLocalStorage } from 'node:async_hooks';
import { EventEmitter } from 'node:events';
import { readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, sep } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { Duplex } from 'node:stream';
import compression from 'compression';
import { createProxyServer } from 'http-proxy-3';
import { installInProcessPlatform } from './lib/api/server';
import { onCachesChanged, readEnv } from './lib/config';
import { LOCALE_COOKIE } from './lib/i18n/locales';
import { isPublicPageRequest, PUBLIC_PAGE_CACHE_CONTROL } from './lib/routing/cache-policy';
import { escapeMalformedPath } from './lib/routing/malformed-path';
import { createDrain } from './lib/routing/drain';
import { createPageCache } from './lib/routing/page-cache';
import { createAccessLog } from './lib/routing/access-log';
import { deferScriptsUntilPaint } from './lib/routing/paint-first';
import { isKeptPlayerPath, playerShellFor, withoutSessionCookie, type PlayerShell, type ShellAccount } from './lib/routing/player-shell';
import { SESSION_COOKIE } from './lib/routing/guards';
import { applyConnectionTimeouts, limitBody, type BodyRefusal } from './lib/routing/request-limits';
import { securityHeaders } from './lib/routing/security-headers';
import { BODY_LIMIT } from './platform/http/body';
import { trustedClientAddress } from './platform/http/client-address';
import { createLogger } from './platform/logger';
import { isPlatformPath, pathnameOf } from './platform/paths';

const dev = process.argv.includes('--dev');
Object.assign(process.env, { NODE_ENV: dev ? 'development' : (process.env.NODE_ENV ?? 'production') });
const env = readEnv();
const log = createLogger(env, 'server');

// Server components and lib/i18n reach the platform over loopback (lib/i18n/source.ts platformOrigin()).
const loopback = ['0.0.0.0', '::', '127.0.0.1', 'localhost'].includes(env.HOST) ? '127.0.0.1' : env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
process.env.INTERNAL_ORIGIN = `http://${loopback}:${env.PORT}`;

/** Forwards platform paths, websockets included, to an operator's platform. */
function platformProxy(target: string) {
  const proxy = createProxyServer({ target, changeOrigin: true, xfwd: true, ws: true, cookieDomainRewrite: '' });
  proxy.on('error', (err, _req, res) => {
    log.error({ err, target }, 'platform proxy error');
    if (res && 'writeHead' in res && !res.headersSent) {
      res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { type: 'ApplicationUnavailableException', error_data: null } }));
    } else if (res && 'destroy' in res) res.destroy();
  });
  return {
    handle: (req: IncomingMessage, res: ServerResponse) => proxy.web(req, res),
    upgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => proxy.ws(req, socket, head),
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
}

const server = createServer();
// SIGTERM: readiness false, no new connections, answers in flight finish, sockets sent elsewhere, exit within SHUTDOWN_TIMEOUT_MS
const drain = createDrain(server, { timeoutMs: env.SHUTDOWN_TIMEOUT_MS });
// keep-alive past the load balancer's idle timeout; headers and bodies within their time limits
applyConnectionTimeouts(server, { keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS, headersTimeoutMs: env.HEADERS_TIMEOUT_MS, bodyTimeoutMs: env.BODY_TIMEOUT_SECONDS * 1000 });
// Next gets a stand-in "server" for its upgrade listener: on the real one it would end upgrades it
// does not own (its catch-all route matches /socket.io). Its own upgrades (dev HMR) are relayed below.
const nextUpgrades = new EventEmitter();
const { default: next } = await import('next');
const nextApp = next({ dev, hostname: 'localhost', port: env.PORT, httpServer: nextUpgrades as unknown as Server });

const proxy = env.PLATFORM_URL ? platformProxy(env.PLATFORM_URL) : null;
const platform = proxy ? null : await (await import('./platform/server')).createPlatform({ env, logger: log });
// Server components reach the embedded platform in-process for GETs (lib/api/server.ts): no socket, no HTTP parsing.
if (platform) {
  installInProcessPlatform(async (request) => {
    const answer = await platform.app.inject({ method: request.method, url: request.url, headers: request.headers, remoteAddress: '127.0.0.1' });
    return { status: answer.statusCode, headers: answer.headers, body: answer.body };
  });
}
await nextApp.prepare();
const handleNext = nextApp.getRequestHandler();

// A page may ask for a status Next has no API for (503 maintenance, 403 user blocked):
// features/system/response-status.ts writes it into this per-request store, applied at writeHead.
const responseStatus = new AsyncLocalStorage<RequestStore>();
/** What a page render may read of its request besides the request itself (features/system/response-status.ts, lib/routing/player-shell.ts, lib/api/server.ts). */
type RequestStore = { status?: number; playerShell?: PlayerShell; clientAddress?: string };
(globalThis as unknown as Record<symbol, unknown>)[Symbol.for('casino.response-status')] = responseStatus;

function withRequestStatus(res: ServerResponse, store: { status?: number }, publicPage: boolean) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const final = store.status ?? status;
    // An anonymous, cookie-less page a CDN may keep (ARCHITECTURE "Scaling"). The locale cookie on
    // such a page only repeats what its URL or Accept-Language said, so it is dropped; any other cookie keeps it private.
    const cookies = ([] as unknown[]).concat(res.getHeader('set-cookie') ?? []).map(String);
    const onlyLocale = cookies.every((c) => c.startsWith(`${LOCALE_COOKIE}=`));
    if (publicPage && final === 200 && onlyLocale && /^text\/html/.test(String(res.getHeader('content-type') ?? ''))) {
      res.removeHeader('set-cookie');
      res.setHeader('cache-control', PUBLIC_PAGE_CACHE_CONTROL);
      res.setHeader('vary', [res.getHeader('vary'), 'Accept-Language, Cookie'].filter(Boolean).join(', '));
    }
    return writeHead(final, ...rest);
  }) as ServerResponse['writeHead'];
}

// Public pages (the answers a CDN may keep) are rendered once per PAGE_CACHE_SECONDS and URL, not per visitor (decision 0011).
const pageCache = createPageCache({ ttlMs: env.PAGE_CACHE_SECONDS * 1000 });
// kept pages and player shells go when settings, catalogue or content change, here or in another process (over Redis)
onCachesChanged(() => pageCache.clear());

// Next's own compression is off (next.config.ts): it would sit outside the paint-first rewrite.
// Here the order is renderer → paint-first rewrite → compression → page cache's recorder → socket.
const compress = compression();
const noop = () => undefined;
/** On a client disconnect the compression middleware never ends its zlib stream (Next does the same). */
function releaseCompression(res: ServerResponse) {
  if (res.writableFinished) return;
  const stream = res.on('drain', noop) as unknown;
  if (stream === res || !(stream instanceof Duplex)) res.off('drain', noop);
  else stream.destroy();
}

/** Compresses what is written to `res` from here on (pages and the platform's answers alike). */
function compressAnswer(req: IncomingMessage, res: ServerResponse) {
  compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], noop);
  res.once('close', () => releaseCompression(res));
}

/** The script chunks the build wrote (`/_next/static/…js`): a page's preload of any other is dropped (paint-first.ts). */
const builtChunks = dev ? null : new Set(readdirSync(join(process.cwd(), '.next', 'static'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js')).map((f) => `/_next/static/${f.split(sep).join('/')}`));
const chunkExists = builtChunks && ((path: string) => builtChunks.has(path));

function renderNext(req: IncomingMessage, res: ServerResponse, store: RequestStore) {
  compressAnswer(req, res);
  if (!dev) deferScriptsUntilPaint(res, { chunkExists: chunkExists ?? undefined }); // paint first, then hydrate (docs/decisions/0043)
  return responseStatus.run(store, () => handleNext(req, res));
}

/** The visitor's address as this server believes it (TRUST_PROXY), whatever X-Forwarded-For they wrote themselves. */
const clientAddressOf = trustedClientAddress(env.TRUST_PROXY);
const accessLog = createAccessLog((line) => (line.status >= 500 ? log.warn(line, 'request') : log.info(line, 'request')));

/** A refused body: the platform's error envelope on its paths (SPEC §8), plain text on pages. */
function refuseBody(platformPath: boolean) {
  return (res: ServerResponse, status: BodyRefusal) => {
    const reason = status === 413 ? 'body_too_large' : 'body_timeout';
    if (platformPath) res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ error: { type: 'InvalidRequestException', error_data: { reason } } }));
    else res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(status === 413 ? 'Request body too large' : 'Request body timed out');
  };
}

/** The request headers the platform reads to know the visitor (lib/api/server.ts FORWARDED_HEADERS), the address aside. */
const VISITOR_HEADERS = ['cookie', 'accept-language', 'user-agent'] as const;

/**
 * A player shell (lib/routing/player-shell.ts): a document request for a kept player page whose
 * session the platform accepts (getInfo: a player, not blocked, no maintenance) is rendered, and
 * kept, without the session: it is taken off the request here and the render is told by the store.
 * Anything else (no or an expired session, a refusal, RSC requests, PLATFORM_URL) renders as before.
 */
async function asPlayerShell(req: IncomingMessage, store: RequestStore): Promise<PlayerShell | null> {
  if (!platform || req.method !== 'GET' || env.PAGE_CACHE_SECONDS === 0) return null;
  const cookie = req.headers.cookie ?? '';
  const pathname = pathnameOf(req.url);
  if (!cookie.includes(`${SESSION_COOKIE}=`) || !isKeptPlayerPath(pathname)) return null;
  if (req.headers.rsc !== undefined || req.headers['next-router-prefetch'] !== undefined || /[?&]_rsc=/.test(req.url ?? '')) return null;
  const headers = Object.fromEntries(VISITOR_HEADERS.flatMap((name) => (req.headers[name] === undefined ? [] : [[name, String(req.headers[name])]])));
  headers['x-forwarded-for'] = store.clientAddress ?? req.socket.remoteAddress ?? '127.0.0.1';
  let shell: PlayerShell | null;
  try {
    const answer = await platform.app.inject({ method: 'GET', url: '/api/getInfo', headers, remoteAddress: req.socket.remoteAddress ?? '127.0.0.1' });
    if (answer.statusCode !== 200) return null;
    const account = (answer.json() as { data?: ShellAccount }).data;
    shell = account && typeof account.uid === 'number' ? playerShellFor(pathname, account) : null;
  } catch (err) {
    log.warn({ err }, 'session check for a player shell failed; rendering the page for the request');
    return null;
  }
  if (!shell) return null;
  const rest = withoutSessionCookie(cookie);
  if (rest) req.headers.cookie = rest;
  else delete req.headers.cookie;
  // The raw list too: nothing of the render may find the session.
  const raw: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]!.toLowerCase() !== 'cookie') raw.push(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  }
  if (rest) raw.push('Cookie', rest);
  req.rawHeaders.splice(0, req.rawHeaders.length, ...raw);
  store.playerShell = shell;
  return shell;
}

// nosniff, Referrer-Policy, Permissions-Policy on every answer, HSTS when the site is served over https
const https = env.SITE_URL?.startsWith('https:') ?? false;
server.on('request', (req: IncomingMessage, res: ServerResponse) => {
  drain.track(req, res); // while stopping, each answer closes its connection
  for (const [name, value] of Object.entries(securityHeaders({ https: https || (req.socket as TLSSocket).encrypted === true }))) res.setHeader(name, value);
  const client = clientAddressOf(req.socket.remoteAddress ?? '', req.headers['x-forwarded-for']);
  accessLog(req, res, client);
  const platformPath = isPlatformPath(pathnameOf(req.url));
  // Every path has a body limit and a time limit. Pages take no body (no server actions): a small
  // one is held until complete before the renderer sees it; the platform's flows to its parsers, counted.
  const bodyLimit = platformPath ? BODY_LIMIT : env.PAGE_BODY_LIMIT_BYTES;
  limitBody(req, res, { limit: bodyLimit, timeoutMs: env.BODY_TIMEOUT_SECONDS * 1000, mode: platformPath ? 'stream' : 'hold', answer: refuseBody(platformPath) })
    .then((accepted) => {
      if (!accepted) return;
      if (!platformPath) handlePage(req, res, client);
      else if (platform) {
        compressAnswer(req, res); // JSON, the games' frame documents, covers, exports
        platform.handle(req, res);
      } else proxy!.handle(req, res);
    })
    .catch((err: unknown) => {
      log.error({ err, url: req.url }, 'request failed');
      if (!res.headersSent) res.writeHead(500).end();
    });
});

function handlePage(req: IncomingMessage, res: ServerResponse, client: string) {
  req.url = escapeMalformedPath(req.url ?? '/'); // /game/%ff: our 404, not the framework's bare 500
  // Server-side calls of the render carry the address this server trusts as X-Forwarded-For
  // (lib/api/server.ts reads it here), never one the visitor wrote: the platform trusts loopback to name the client.
  const store: RequestStore = { clientAddress: client };
  withRequestStatus(res, store, isPublicPageRequest({ method: req.method, url: req.url, cookie: req.headers.cookie, authorization: req.headers.authorization }));
  asPlayerShell(req, store)
    .then((shell) => pageCache.handle(req, res, () => renderNext(req, res, store), { player: shell?.variant }))
    .catch((err: unknown) => {
      log.error({ err, url: req.url }, 'next request failed');
      if (!res.headersSent) res.writeHead(500).end();
    });
}

server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
  const path = pathnameOf(req.url);
  if (!isPlatformPath(path)) nextUpgrades.emit('upgrade', req, socket, head);
  else if (proxy) proxy.upgrade(req, socket, head);
  else if (!path.startsWith('/socket.io/')) socket.destroy(); // socket.io's own listener takes /socket.io
});

const sockets = platform?.attach(server); // after the request listener: socket.io wraps it
server.listen(env.PORT, env.HOST, () => {
  const url = `http://localhost:${env.PORT}`;
  log.info({ url, dev, platform: env.PLATFORM_URL ?? 'embedded' }, 'ready');
  console.log(`> Ready on ${url}`);
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info({ signal, timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, 'draining: readiness off, finishing in-flight requests');
  // whatever hangs below, the process is gone a moment after its limit
  setTimeout(() => {
    log.error({ timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, 'not stopped in time; exiting');
    process.exit(1);
  }, env.SHUTDOWN_TIMEOUT_MS + 2000).unref();
  platform?.drain(); // /readyz answers 503 at once: the balancer sends new requests elsewhere
  const outcome = await drain.drain(() => sockets?.close() ?? Promise.resolve()); // sockets reconnect, through the balancer, to another process
  if (outcome === 'forced') log.warn({ timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, 'closed connections still open at the limit');
  await Promise.allSettled([nextApp.close(), platform?.close(), proxy?.close()]);
  log.info('stopped');
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
