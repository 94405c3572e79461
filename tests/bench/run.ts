// npm run bench — the site's speed figures beside a bare Next 16 app built from the same installed
// Next, in one run: first-load JavaScript per route (gzip), the HTML weight of `/`, and requests per
// second of our pages against the bare app's per-request (cookie-reading) page, measured alternately
// so both see the same machine load. Figures only: nothing here passes or fails.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { startBareNext, waitFor } from './bare-next';
import { firstLoadJs, htmlWeight, kb } from './first-load-js';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
// BENCH_DATA_DIR: the platform's data directory for the bench server (default .data/bench).
const origin = `http://localhost:${PORT}`;
const GAME = '/game/sun-temple-riches';
const JS_ROUTES = ['/', '/gamehall', '/promotions', '/tournaments', GAME, '/pt-BR', '/forms/sign_in', '/foo/bar/baz'];
const JS_SIGNED_IN = ['/', '/cashier/deposit', '/cashier/withdraw', '/cashier/wallet', '/cashier/history', GAME, '/profile', '/profile/bonuses', '/profile/cashback', '/profile/responsible-game', '/support'];
const ANONYMOUS = ['/', '/gamehall', GAME, '/promotions'];
const SIGNED_IN = ['/', '/cashier/deposit'];
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DEMO = { login: 'demo@example.com', password: 'Demo1234' };
/**
 * A returning guest: a theme chosen, a consent given, the locale cookie the first visit stored and
 * an analytics cookie the site does not read.
 */
const GUEST_COOKIES = 'theme=light; analytics_consent=granted; i18n_locale=en-US; _ga=GA1.1.42';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Requests per second of one URL; `rendered` gives every request its own query, so none comes from the page cache. */
async function rps(url: string, cookie?: string, rendered = false) {
  const headers = cookie ? { cookie } : undefined;
  let n = 0;
  const requests: autocannon.Request[] | undefined = rendered ? [{ setupRequest: (req) => ({ ...req, path: `${new URL(url).pathname}?render=${(n += 1)}` }) }] : undefined;
  const result = await autocannon({ url, connections: 10, duration: DURATION, headers, requests });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

/** The demo player's session cookie (POST /api/login). */
async function signIn(): Promise<string> {
  const res = await fetch(`${origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!res.ok || !cookie) throw new Error(`login answered ${res.status}`);
  return cookie;
}

async function main() {
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(PORT), DATA_DIR: process.env.BENCH_DATA_DIR ?? '.data/bench', LOG_LEVEL: 'warn', NEXT_TELEMETRY_DISABLED: '1', RATE_LIMIT_PER_IP: '1000000' },
  });
  let bare: Awaited<ReturnType<typeof startBareNext>> | undefined;
  try {
    await waitFor(`${origin}/healthz`);
    bare = await startBareNext(PORT + 1);
    const cookie = await signIn();

    const baseline = await firstLoadJs(bare.origin, '/dynamic');
    console.log(`\nFirst-load JS (gzip)   bare Next 16 page: ${kb(baseline.gzipBytes)}   target ≤ 170 KB`);
    const line = (label: string, r: { gzipBytes: number; files: number }) =>
      console.log(`  ${label.padEnd(30)} ${kb(r.gzipBytes).padStart(9)}  ×${(r.gzipBytes / baseline.gzipBytes).toFixed(2)}  (${r.files} files)`);
    for (const route of JS_ROUTES) line(route, await firstLoadJs(origin, route));
    for (const route of JS_SIGNED_IN) line(`${route} (signed in)`, await firstLoadJs(origin, route, cookie));

    const home = await htmlWeight(origin, '/');
    console.log(`\nHTML of anonymous /: ${kb(home.bytes)} raw, ${kb(home.flightBytes)} of it flight data   target < 120 KB`);

    console.log(`\nThroughput (${ROUNDS} rounds of ${DURATION} s per page, 10 connections, alternating with the bare per-request page; medians)`);
    // Anonymous pages three ways: as a first-time visitor gets them (the public answer, kept
    // PAGE_CACHE_SECONDS by server.ts like a CDN would), as a returning guest with cookies gets them
    // (kept per value of the cookies a page reads), and rendered for every request (a query of its
    // own per request: the figure a page change moves).
    type Target = { path: string; cookie?: string; label: string; bar: number; rendered?: boolean };
    const targets: Target[] = [
      ...ANONYMOUS.map((path) => ({ path, label: path, bar: 0.5 })),
      ...ANONYMOUS.map((path) => ({ path, cookie: GUEST_COOKIES, label: `${path} (guest, cookies)`, bar: 0.5 })),
      ...ANONYMOUS.map((path) => ({ path, label: `${path} (rendered)`, bar: 0.5, rendered: true })),
      ...SIGNED_IN.map((path) => ({ path, cookie, label: `${path} (signed in)`, bar: 0.25 })),
    ];
    for (const target of targets) {
      await rps(`${origin}${target.path}`, target.cookie, target.rendered); // warm-up
      const ours: number[] = [];
      const theirs: number[] = [];
      let non2xx = 0;
      let p99 = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        theirs.push((await rps(`${bare.origin}/dynamic`)).rps);
        const r = await rps(`${origin}${target.path}`, target.cookie, target.rendered);
        ours.push(r.rps);
        non2xx += r.non2xx;
        p99 = Math.max(p99, r.p99);
      }
      const ratio = median(ours) / median(theirs);
      const label = target.label;
      console.log(
        `  ${label.padEnd(36)} ${median(ours).toFixed(1).padStart(7)} req/s   bare ${median(theirs).toFixed(1).padStart(7)} req/s   ×${ratio.toFixed(2)} (bar ×${target.bar})   p99 ${p99} ms  non-2xx ${non2xx}`,
      );
    }
  } finally {
    bare?.stop();
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
