// npx tsx tests/bench/gamehall-scroll.ts [origin] — how the game hall's grid behaves with thousands
// of tiles: the time to append a page and the frame intervals while scrolling, with the tiles'
// `content-visibility: auto` on and forced off. games/get is answered in the browser with a
// synthetic 2,400-game catalogue, so any running site works. Figures only.
import { chromium, type Page } from '@playwright/test';

const origin = process.argv[2] ?? `http://localhost:${process.env.BENCH_PORT ?? 3201}`;
const TOTAL = 2400;
const TARGET = Number(process.env.BENCH_TILES ?? 1200);

/** Client pages of games/get come from a synthetic catalogue (real artwork): the server-rendered
 * first page is real, and from the second page on the list continues to TOTAL. */
async function synthesise(page: Page) {
  const first = (await (await fetch(`${origin}/api/games/get?count=1`)).json()) as { data: { items: { image: string | null; provider: string }[] } };
  const art = first.data.items[0] ?? { image: null, provider: 'studio' };
  await page.route('**/api/games/get?**', (route) => {
    const url = new URL(route.request().url());
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const count = Number(url.searchParams.get('count') ?? 24);
    const items = Array.from({ length: Math.max(0, Math.min(count, TOTAL - offset)) }, (_, i) => {
      const n = offset + i + 1;
      return { id: n, sysname: `bench-${n}`, name: `Bench game ${n}`, type: 'slot', provider: art.provider, tags: [], image: art.image, image_horizontal: art.image, has_demo: n % 2 === 0, is_new: n % 7 === 0, priority: n };
    });
    return route.fulfill({ json: { data: { items, total: TOTAL, offset, count: items.length } } });
  });
}

/** Appends pages with "Show more" until `TARGET` tiles; the median time from click to painted tiles. */
async function grow(page: Page): Promise<number[]> {
  const times: number[] = [];
  for (;;) {
    const tiles = await page.locator('main ul > li > div > a:first-child').count();
    if (tiles >= TARGET) return times;
    const ms = await page.evaluate(async (before) => {
      const start = performance.now();
      (document.querySelector('main a[rel="next"]') as HTMLAnchorElement).click();
      while (document.querySelectorAll('main ul > li > div > a:first-child').length === before) await new Promise((r) => setTimeout(r, 5));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return performance.now() - start;
    }, tiles);
    times.push(ms);
  }
}

/** Scrolls the whole list in 120 px steps, one per frame; frame intervals in ms. */
async function scrollFrames(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    window.scrollTo(0, 0);
    const intervals: number[] = [];
    let last = performance.now();
    const end = document.documentElement.scrollHeight - innerHeight;
    while (window.scrollY < end - 1) {
      window.scrollBy(0, 120);
      await new Promise((r) => requestAnimationFrame(r));
      const now = performance.now();
      intervals.push(now - last);
      last = now;
    }
    return intervals;
  });
}

const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;
const fmt = (values: number[]) => `p50 ${pct(values, 50).toFixed(1)} ms  p95 ${pct(values, 95).toFixed(1)} ms  max ${Math.max(...values).toFixed(1)} ms`;

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    for (const mode of ['content-visibility: auto', 'content-visibility forced off'] as const) {
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      await synthesise(page);
      await page.goto(`${origin}/gamehall`);
      // The loader of further pages arrives after the page; its sentinel shows it is there.
      await page.locator('main .h-px').waitFor({ state: 'attached' });
      if (mode !== 'content-visibility: auto') await page.addStyleTag({ content: 'main li { content-visibility: visible !important; }' });
      const appends = await grow(page);
      const frames = await scrollFrames(page);
      const tiles = await page.locator('main ul > li > div > a:first-child').count();
      console.log(`${mode.padEnd(30)} ${tiles} tiles  append: ${fmt(appends)}  scroll frames: ${fmt(frames)}`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
