import { gzipSync } from 'node:zlib';

/** Scripts a page's HTML loads up front (`<script src>`), gzip-sized: the page's first-load JavaScript. */
export async function firstLoadJs(origin: string, path: string): Promise<{ path: string; files: number; gzipBytes: number }> {
  const html = await (await fetch(new URL(path, origin), { redirect: 'follow' })).text();
  // Modern browsers skip `nomodule` scripts (legacy polyfills), so they are not first-load JS.
  const sources = [...html.matchAll(/<script([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attrs) => !/\bnomodule\b/i.test(attrs))
    .map((attrs) => /\bsrc="([^"]+\.js[^"]*)"/.exec(attrs)?.[1])
    .filter((src): src is string => Boolean(src));
  const unique = [...new Set(sources)];
  let gzipBytes = 0;
  for (const src of unique) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { path, files: unique.length, gzipBytes };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
