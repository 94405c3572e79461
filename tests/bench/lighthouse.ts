// npm run bench:lighthouse — Lighthouse mobile (its default: simulated slow 4G, 4× CPU slowdown) on
// each page template, three runs per URL with Debian's Chromium, medians printed beside the targets
// (score ≥ 95, LCP ≤ 1.5 s, TBT ≤ 150 ms, CLS ≤ 0.05). Figures only: nothing here passes or fails.
// BENCH_ORIGIN=http://localhost:3000 measures a server already running instead of starting one.
// The bare Next page that reads a cookie (tests/bench/bare-next.ts) is measured first, in the same
// run: Lighthouse's simulated CPU is this machine's times four, so a score is only comparable with
// the bare page's beside it (LIGHTHOUSE_BARE=0 skips it). LIGHTHOUSE_DETAIL=1 also prints, per page,
// the main thread's time by kind of work, the scripts that cost most (Lighthouse's bootup-time), the
// LCP element and LCP's phases, and the long tasks. LIGHTHOUSE_ONLY=/,/gamehall measures only those
// paths; LIGHTHOUSE_SAVE=dir keeps each run's report (JSON) there.
// Each run starts from a known cookie jar: Chrome's cookies are cleared (Lighthouse's storage reset
// keeps them) and a signed-in page gets a session signed in right before it, put in the jar. A run
// that ends on another URL than the one asked for (a guard's redirect) prints an error line instead
// of figures, and the bench exits non-zero.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startBareNext, waitFor } from './bare-next';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const DETAIL = process.env.LIGHTHOUSE_DETAIL === '1';
const BARE = process.env.LIGHTHOUSE_BARE !== '0';
const ALL_PAGES: { path: string; signedIn?: boolean }[] = [
  { path: '/' },
  { path: '/gamehall' },
  { path: '/game/sun-temple-riches' },
  { path: '/promotions' },
  { path: '/cashier/deposit', signedIn: true },
];
/** LIGHTHOUSE_PAGES=/,/cashier/deposit measures only those. */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
const PAGES = ONLY ? ALL_PAGES.filter((p) => ONLY.includes(p.path)) : ALL_PAGES;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

type Cookie = { name: string; value: string; path: string; httpOnly: boolean; sameSite?: 'Strict' | 'Lax' | 'None' };

/** Signs the demo player in: the cookies the answer sets, with the attributes Chrome needs. */
async function signIn(origin: string): Promise<Cookie[]> {
  const res = await fetch(`${origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'demo@example.com', password: 'Demo1234' }) });
  const cookies = res.headers.getSetCookie().map((line): Cookie => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const attribute = (name: string) => attributes.find((a) => a.toLowerCase().startsWith(name));
    const sameSite = attribute('samesite=')?.slice('samesite='.length).toLowerCase();
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      path: attribute('path=')?.slice('path='.length) || '/',
      httpOnly: Boolean(attribute('httponly')),
      sameSite: sameSite === 'strict' ? 'Strict' : sameSite === 'none' ? 'None' : sameSite === 'lax' ? 'Lax' : undefined,
    };
  });
  if (!res.ok || !cookies.some((c) => c.value)) throw new Error(`login answered ${res.status}`);
  return cookies;
}

/**
 * Leaves Chrome's cookie jar holding exactly `cookies` for `origin` (none for a guest). Lighthouse's
 * storage reset keeps cookies, and Chrome sends the jar's Cookie line instead of a `Cookie` in
 * Lighthouse's extraHeaders: once an anonymous page had set one (the game page's demo frame sets
 * the guest cookie `gsid`), a session passed as an extra header never reached the server, and the
 * signed-in page was measured as the guard's redirect home.
 */
async function setCookieJar(port: number, origin: string, cookies: Cookie[] = []) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const session = await browser.target().createCDPSession();
    await session.send('Storage.clearCookies');
    if (cookies.length) await session.send('Storage.setCookies', { cookies: cookies.map((c) => ({ ...c, url: `${origin}${c.path}` })) });
  } finally {
    await browser.disconnect();
  }
}

type Run = { score: number; lcp: number; tbt: number; cls: number; fcp: number };
type Item = Record<string, unknown>;
const items = (audit: { details?: unknown } | undefined): Item[] => ((audit?.details as { items?: Item[] } | undefined)?.items ?? []);

/** Measures `url` RUNS times; false (and an error line instead of figures) when a run did not end on it. */
async function measure(port: number, url: string, label: string, cookies: Cookie[] = []): Promise<boolean> {
  // A warm-up load: the first request of a route compiles nothing in production, but fills the server's caches.
  await fetch(url, { headers: cookies.length ? { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } : {} });
  const runs: Run[] = [];
  let detail = '';
  for (let i = 0; i < RUNS; i += 1) {
    await setCookieJar(port, new URL(url).origin, cookies);
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result!.lhr;
    if (lhr.runtimeError || new URL(lhr.finalDisplayedUrl).href !== new URL(url).href) {
      const why = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : `ended at ${lhr.finalDisplayedUrl}`;
      console.log(`  ${label.padEnd(32)} ERROR run ${i + 1} of ${RUNS} ${why}, not at ${url}: no figures`);
      return false;
    }
    const run = {
      score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint']!.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']!.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']!.numericValue ?? NaN,
      fcp: lhr.audits['first-contentful-paint']!.numericValue ?? NaN,
    };
    runs.push(run);
    if (process.env.LIGHTHOUSE_SAVE) {
      mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
      writeFileSync(`${process.env.LIGHTHOUSE_SAVE}/${label.replace(/[^a-z0-9]+/gi, '_')}-${i + 1}.json`, JSON.stringify(lhr));
    }
    // The last run's breakdown (the three differ little in where the time goes).
    if (DETAIL && i === RUNS - 1) {
      const work = items(lhr.audits['mainthread-work-breakdown'])
        .map((w) => `${String(w.groupLabel ?? w.group)} ${Number(w.duration).toFixed(0)}`)
        .join(', ');
      const scripts = items(lhr.audits['bootup-time'])
        .slice(0, 6)
        .map((b) => `${String(b.url).replace(/^https?:\/\/[^/]+/, '').slice(0, 60)} ${Number(b.total).toFixed(0)} (script ${Number(b.scripting).toFixed(0)})`)
        .join('\n      ');
      // The LCP audit's details are a list of two tables: the element, then LCP's phases.
      const [element, phases] = items(lhr.audits['largest-contentful-paint-element']).map((table) => (table.items as Item[] | undefined) ?? []);
      const lcpElement = String((element?.[0]?.node as { snippet?: string } | undefined)?.snippet ?? '?').slice(0, 160);
      const lcpPhases = (phases ?? []).map((p) => `${String(p.phase)} ${Number(p.timing).toFixed(0)}`).join(', ');
      // The tasks TBT counts from: each one's start and (simulated) length, with the script it ran.
      const longTasks = items(lhr.audits['long-tasks'])
        .map((task) => `${Number(task.startTime).toFixed(0)}+${Number(task.duration).toFixed(0)} ${String(task.url).replace(/^https?:\/\/[^/]+/, '').slice(0, 50)}`)
        .join(', ');
      detail = `    final URL: ${lhr.finalDisplayedUrl}\n    main thread (ms, simulated): ${work}\n    scripts (ms): ${scripts}\n    long tasks (start+ms): ${longTasks}\n    LCP element: ${lcpElement}\n    LCP phases (ms): ${lcpPhases}`;
    }
  }
  const m = (key: keyof Run) => median(runs.map((r) => r[key]));
  console.log(
    `  ${label.padEnd(32)} score ${String(m('score')).padStart(3)}   LCP ${m('lcp').toFixed(0).padStart(5)} ms   TBT ${m('tbt').toFixed(0).padStart(4)} ms   CLS ${m('cls').toFixed(3)}   FCP ${m('fcp').toFixed(0).padStart(5)} ms   (scores ${runs.map((r) => r.score).join(', ')})`,
  );
  if (detail) console.log(detail);
  return true;
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
    console.log(`Lighthouse mobile, median of ${RUNS}   targets: score ≥ 95, LCP ≤ 1500 ms, TBT ≤ 150 ms, CLS ≤ 0.05`);
    let measured = true;
    if (BARE) {
      const bare = await startBareNext(PORT + 1);
      try {
        measured = (await measure(chrome.port, `${bare.origin}/dynamic`, 'bare Next page (reads a cookie)')) && measured;
      } finally {
        bare.stop();
      }
    }
    const only = process.env.LIGHTHOUSE_ONLY?.split(',');
    for (const { path, signedIn } of PAGES.filter((page) => !only || only.includes(page.path))) {
      // A session signed in right before its page: whatever the pages before did, it is live.
      const cookies = signedIn ? await signIn(origin) : [];
      measured = (await measure(chrome.port, `${origin}${path}`, `${path}${signedIn ? ' (signed in)' : ''}`, cookies)) && measured;
    }
    if (!measured) process.exitCode = 1;
  } finally {
    chrome.kill();
    server?.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
