// npm run bench:lighthouse — Lighthouse mobile (its default: simulated slow 4G, 4× CPU slowdown) on
// each page template, three runs per URL with Debian's Chromium, medians printed beside the targets
// (score ≥ 95, LCP ≤ 1.5 s, TBT ≤ 150 ms, CLS ≤ 0.05). Figures only: nothing here passes or fails.
// BENCH_ORIGIN=http://localhost:3000 measures a server already running instead of starting one.
import { spawn, type ChildProcess } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { waitFor } from './bare-next';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PAGES: { path: string; signedIn?: boolean }[] = [
  { path: '/' },
  { path: '/gamehall' },
  { path: '/game/sun-temple-riches' },
  { path: '/promotions' },
  { path: '/cashier/deposit', signedIn: true },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function signIn(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'demo@example.com', password: 'Demo1234' }) });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!res.ok || !cookie) throw new Error(`login answered ${res.status}`);
  return cookie;
}

async function main() {
  let server: ChildProcess | undefined;
  let origin = process.env.BENCH_ORIGIN;
  if (!origin) {
    origin = `http://localhost:${PORT}`;
    server = spawn(process.execPath, ['scripts/start.mjs'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PORT: String(PORT), DATA_DIR: process.env.BENCH_DATA_DIR ?? '.data/bench', LOG_LEVEL: 'warn', NEXT_TELEMETRY_DISABLED: '1', RATE_LIMIT_PER_IP: '1000000' },
    });
  }
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    await waitFor(`${origin}/healthz`);
    const cookie = await signIn(origin);
    console.log(`Lighthouse mobile, median of ${RUNS}   targets: score ≥ 95, LCP ≤ 1500 ms, TBT ≤ 150 ms, CLS ≤ 0.05`);
    for (const { path, signedIn } of PAGES) {
      const url = `${origin}${path}`;
      // A warm-up load: the first request of a route compiles nothing in production, but fills the server's caches.
      await fetch(url, { headers: signedIn ? { cookie } : {} });
      const runs: { score: number; lcp: number; tbt: number; cls: number; fcp: number }[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          extraHeaders: signedIn ? { Cookie: cookie } : undefined,
        });
        const lhr = result!.lhr;
        runs.push({
          score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint']!.numericValue ?? NaN,
          tbt: lhr.audits['total-blocking-time']!.numericValue ?? NaN,
          cls: lhr.audits['cumulative-layout-shift']!.numericValue ?? NaN,
          fcp: lhr.audits['first-contentful-paint']!.numericValue ?? NaN,
        });
      }
      const m = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
      const label = `${path}${signedIn ? ' (signed in)' : ''}`;
      console.log(
        `  ${label.padEnd(32)} score ${String(m('score')).padStart(3)}   LCP ${m('lcp').toFixed(0).padStart(5)} ms   TBT ${m('tbt').toFixed(0).padStart(4)} ms   CLS ${m('cls').toFixed(3)}   FCP ${m('fcp').toFixed(0).padStart(5)} ms   (scores ${runs.map((r) => r.score).join(', ')})`,
      );
    }
  } finally {
    chrome.kill();
    server?.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
