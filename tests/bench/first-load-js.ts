// `npx tsx tests/bench/first-load-js.ts [origin]` — first-load JavaScript (gzip) of every page template
// against a running server (default http://localhost:3000); `npm run bench` prints it beside the bare page.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const fetchText = async (origin: string, path: string, cookie?: string) =>
  (await fetch(new URL(path, origin), { redirect: 'follow', headers: cookie ? { cookie } : {} })).text();

/**
 * Scripts a page's HTML loads up front, gzip-sized: the page's first-load JavaScript. Those are its
 * `<script src>` tags and the framework chunks the paint-first loader adds after the first paint
 * (`self.__pf.push("…")`, decision 0043): the same files, loaded a frame later.
 */
export async function firstLoadJs(origin: string, path: string, cookie?: string): Promise<{ path: string; files: number; gzipBytes: number }> {
  const html = await fetchText(origin, path, cookie);
  // Modern browsers skip `nomodule` scripts (legacy polyfills), so they are not first-load JS.
  const sources = [...html.matchAll(/<script([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attrs) => !/\bnomodule\b/i.test(attrs))
    .map((attrs) => /\bsrc="([^"]+\.js[^"]*)"/.exec(attrs)?.[1])
    .filter((src): src is string => Boolean(src));
  for (const [, list] of html.matchAll(/self\.__pf\.push\(([^)]*)\)/g)) sources.push(...(JSON.parse(`[${list}]`) as string[]));
  const unique = [...new Set(sources)];
  let gzipBytes = 0;
  for (const src of unique) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { path, files: unique.length, gzipBytes };
}

/** Raw size of a page's HTML and how much of it is the RSC flight data (`self.__next_f.push` scripts). */
export async function htmlWeight(origin: string, path: string, cookie?: string) {
  const html = await fetchText(origin, path, cookie);
  // BENCH_SAVE_HTML=file: keep the page to see what its weight is made of.
  if (process.env.BENCH_SAVE_HTML) writeFileSync(process.env.BENCH_SAVE_HTML, html);
  const flight = [...html.matchAll(/<script[^>]*>(self\.__next_f\.push[\s\S]*?)<\/script>/g)].reduce((sum, m) => sum + Buffer.byteLength(m[1]!), 0);
  return { bytes: Buffer.byteLength(html), flightBytes: flight };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const ROUTES = ['/', '/gamehall', '/promotions', '/tournaments', '/game/sun-temple-riches', '/cashier/deposit', '/cashier/wallet', '/forms/sign_in'];

async function main(origin: string, cookie?: string) {
  for (const route of ROUTES) {
    const r = await firstLoadJs(origin, route, cookie);
    console.log(`${route.padEnd(28)} ${kb(r.gzipBytes).padStart(9)}  (${r.files} files)`);
  }
}

// Run directly: [origin] [cookie] (the cashier routes need a session cookie, e.g. "sid=…").
if (process.argv[1]?.endsWith('first-load-js.ts')) void main(process.argv[2] ?? 'http://localhost:3000', process.argv[3]);
