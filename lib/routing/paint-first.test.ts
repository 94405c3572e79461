// @vitest-environment jsdom
import compression from 'compression';
import { createServer, get, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScriptDeferrer, deferScriptsUntilPaint, PAINT_FIRST_LOADER } from './paint-first';

/** What React writes for a page: its chunks in the head (attributes in either order), a module-less polyfill, inline flight data. */
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="n0nce=="/>',
  '<link rel="preload" as="script" fetchPriority="low" nonce="n0nce==" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/one.js" async="" nonce="n0nce=="></script>',
  '<script src="/_next/static/chunks/two.js?dpl=1" async="" nonce="n0nce=="></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="n0nce=="></script>',
  '<script src="https://cdn.example.com/tag.js" async="" nonce="n0nce=="></script>',
  '<script src="/_next/static/chunks/sri.js" async="" integrity="sha256-x" nonce="n0nce=="></script>',
  '</head><body><main><h1>Héllo — “wörld” 🎰</h1><p>a &lt;script&gt; in text</p></main>',
  '<script nonce="n0nce==">self.__next_f.push([1,"\\u003cscript src=\\"/_next/static/chunks/x.js\\" async=\\"\\"\\u003e"])</script>',
  '<script src="/_next/static/chunks/main.js" nonce="n0nce==" async=""></script>',
  '</body></html>',
].join('');

const rewriteWhole = (html: string) => {
  const deferrer = createScriptDeferrer();
  return deferrer.push(html) + deferrer.end();
};

describe('createScriptDeferrer', () => {
  it("takes the framework's async chunks out of the HTML and hands them to the loader, with the page's nonce", () => {
    const out = rewriteWhole(PAGE);
    for (const src of ['one.js"', 'two.js?dpl=1"', 'main.js" nonce']) expect(out).not.toContain(`<script src="/_next/static/chunks/${src}`);
    // the head's run (two chunks, then three tags left alone) as one push where the first chunk was
    expect(out).toContain(
      `<script nonce="n0nce==">${PAINT_FIRST_LOADER};self.__pf.push("/_next/static/chunks/one.js","/_next/static/chunks/two.js?dpl=1")</script><script src="/_next/static/chunks/polyfills.js"`,
    );
    expect(out).toContain('<script nonce="n0nce==">self.__pf.push("/_next/static/chunks/main.js")</script></body>');
    expect(out.split(PAINT_FIRST_LOADER)).toHaveLength(2); // the loader once
  });

  it('leaves every other script, the preloads and the content as they were', () => {
    const out = rewriteWhole(PAGE);
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="n0nce=="></script>');
    expect(out).toContain('<script src="https://cdn.example.com/tag.js" async="" nonce="n0nce=="></script>');
    expect(out).toContain('<script src="/_next/static/chunks/sri.js" async="" integrity="sha256-x" nonce="n0nce=="></script>');
    expect(out).toContain('<link rel="preload" as="script" fetchPriority="low" nonce="n0nce==" href="/_next/static/chunks/main.js"/>');
    expect(out).toContain('<h1>Héllo — “wörld” 🎰</h1><p>a &lt;script&gt; in text</p>');
    expect(out).toContain('self.__next_f.push([1,"\\u003cscript src=\\"/_next/static/chunks/x.js\\" async=\\"\\"\\u003e"])');
  });

  it('gives the same document however the stream is cut', () => {
    // A run of tags cut in two gives two pushes instead of one: the same scripts, in the same order.
    const shape = (html: string) => ({
      html: html.replace(/<script nonce="n0nce==">(?:(?!<\/script>)[\s\S])*?self\.__pf\.push\([^)]*\)<\/script>/g, '<pf/>').replace(/(<pf\/>)+/g, '<pf/>'),
      srcs: [...html.matchAll(/self\.__pf\.push\(([^)]*)\)/g)].flatMap((m) => JSON.parse(`[${m[1]}]`) as string[]),
      loaders: html.split(PAINT_FIRST_LOADER).length - 1,
    });
    const whole = shape(rewriteWhole(PAGE));
    expect(whole.srcs).toEqual(['/_next/static/chunks/one.js', '/_next/static/chunks/two.js?dpl=1', '/_next/static/chunks/main.js']);
    for (let cut = 1; cut < PAGE.length; cut += 1) {
      const deferrer = createScriptDeferrer();
      expect(shape(deferrer.push(PAGE.slice(0, cut)) + deferrer.push(PAGE.slice(cut)) + deferrer.end())).toEqual(whole);
    }
    const deferrer = createScriptDeferrer(); // one character at a time
    expect(shape([...PAGE].map((c) => deferrer.push(c)).join('') + deferrer.end())).toEqual(whole);
  });

  it("leaves Next's error shell as it is, however the stream is cut: it paints nothing before its scripts", () => {
    const shell = PAGE.replace('<html lang="en">', '<html id="__next_error__">');
    expect(rewriteWhole(shell)).toBe(shell);
    for (let cut = 1; cut < 60; cut += 1) {
      const deferrer = createScriptDeferrer();
      expect(deferrer.push(shell.slice(0, cut)) + deferrer.push(shell.slice(cut)) + deferrer.end()).toBe(shell);
    }
  });

  it("drops the preload of a chunk the build never wrote, and only that one, however the stream is cut", () => {
    const built = new Set(['/_next/static/chunks/main.js', '/_next/static/chunks/lazy.js']);
    const page = PAGE.replace(
      '</head>',
      '<link rel="preload" href="/_next/static/chunks/lazy.js" as="script" nonce="n0nce==" fetchPriority="low"/><link rel="preload" href="/_next/static/chunks/ghost.js?dpl=1" as="script" nonce="n0nce==" fetchPriority="low"/></head>',
    );
    for (const size of [page.length, 7, 1]) {
      const deferrer = createScriptDeferrer({ chunkExists: (path) => built.has(path) });
      let out = '';
      for (let at = 0; at < page.length; at += size) out += deferrer.push(page.slice(at, at + size));
      out += deferrer.end();
      expect(out).not.toContain('ghost.js');
      expect(out).toContain('<link rel="preload" href="/_next/static/chunks/lazy.js" as="script" nonce="n0nce==" fetchPriority="low"/>');
      expect(out).toContain('<link rel="preload" as="script" fetchPriority="low" nonce="n0nce==" href="/_next/static/chunks/main.js"/>');
      expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="n0nce=="/>');
    }
    // without the option every preload stays
    expect(rewriteWhole(page)).toContain('ghost.js?dpl=1');
  });

  it('writes no nonce attribute when the page has none', () => {
    expect(rewriteWhole('<head><script src="/_next/static/chunks/one.js" async=""></script></head>')).toBe(
      `<head><script>${PAINT_FIRST_LOADER};self.__pf.push("/_next/static/chunks/one.js")</script></head>`,
    );
  });
});

describe('the loader', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
    delete (globalThis as { __pf?: unknown }).__pf;
  });

  const added = () => [...document.head.querySelectorAll('script[src]')].map((s) => [s.getAttribute('src'), s.hasAttribute('async')]);
  const run = (code: string) => new Function(code)();
  const ONE = `${PAINT_FIRST_LOADER};self.__pf.push("/_next/static/chunks/one.js")`;

  /** A PerformanceObserver that reports paint entries when the test says the browser painted. */
  function paintTiming() {
    const observers: ((list: { getEntries: () => { name: string }[] }) => void)[] = [];
    class Observer {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(private readonly callback: (list: { getEntries: () => { name: string }[] }) => void) {}
      observe() {
        observers.push(this.callback);
      }
    }
    vi.stubGlobal('PerformanceObserver', Observer);
    return (name: string) => observers.forEach((callback) => callback({ getEntries: () => [{ name }] }));
  }

  it('waits for the first contentful paint to reach the screen, not for a frame to begin', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const paint = paintTiming();
    run(ONE); // the document is parsed (jsdom's readyState is complete)
    run('self.__pf.push("/_next/static/chunks/two.js")');
    frames.splice(0).forEach((frame) => frame(0));
    vi.advanceTimersByTime(500);
    expect(added()).toEqual([]); // a frame began, nothing is on screen yet
    paint('first-paint');
    vi.advanceTimersByTime(0);
    expect(added()).toEqual([]); // not contentful
    paint('first-contentful-paint');
    vi.advanceTimersByTime(0);
    expect(added()).toEqual([
      ['/_next/static/chunks/one.js', true],
      ['/_next/static/chunks/two.js', true],
    ]);
    run('self.__pf.push("/_next/static/chunks/late.js")'); // pushed later: at once
    expect(added()).toHaveLength(3);
    vi.advanceTimersByTime(5000); // the fallback adds nothing twice
    expect(added()).toHaveLength(3);
  });

  it('hydrates the shell a second after its first paint while the rest of the page still streams', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const paint = paintTiming();
    run(ONE);
    paint('first-contentful-paint');
    vi.advanceTimersByTime(999);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual([['/_next/static/chunks/one.js', true]]);
  });

  it('without paint timing, loads after the next frame', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    run(ONE);
    expect(added()).toEqual([]);
    frames.shift()!(0);
    vi.advanceTimersByTime(0);
    expect(added()).toEqual([['/_next/static/chunks/one.js', true]]);
  });

  it('loads at once in a hidden tab (it paints nothing), and at the latest after 3 s', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0); // a frame that never comes
    paintTiming(); // and a paint that is never reported
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    run(ONE);
    expect(added()).toEqual([['/_next/static/chunks/one.js', true]]);
    delete (globalThis as { __pf?: unknown }).__pf;
    document.head.innerHTML = '';
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    run(`self.__pf=["/_next/static/chunks/one.js"];${PAINT_FIRST_LOADER}`);
    vi.advanceTimersByTime(2999);
    expect(added()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(added()).toHaveLength(1);
  });
});

describe('deferScriptsUntilPaint on a response', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** An answer asked for without compression: its body and Content-Length. */
  const getPlain = (origin: string) =>
    new Promise<{ body: string; length: string | undefined }>((resolve, reject) => {
      get(origin, { headers: { 'accept-encoding': 'identity' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ body: Buffer.concat(chunks).toString(), length: res.headers['content-length'] }));
      }).on('error', reject);
    });

  async function serve(answer: (res: ServerResponse) => void) {
    const compress = compression();
    server = createServer((req, res) => {
      compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => undefined);
      deferScriptsUntilPaint(res);
      answer(res);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  }

  it('rewrites an HTML page written in pieces, then compresses it, without a stale Content-Length', async () => {
    const origin = await serve((res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-length', String(Buffer.byteLength(PAGE)));
      const bytes = Buffer.from(PAGE);
      res.write(bytes.subarray(0, 301)); // through a multi-byte character or a tag, wherever it falls
      res.write(bytes.subarray(301, 777));
      res.end(bytes.subarray(777));
    });
    const response = await fetch(origin, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(rewriteWhole(PAGE));

    const plain = await getPlain(origin);
    expect(plain.body).toBe(rewriteWhole(PAGE));
    expect(plain.length).toBeUndefined();
  });

  it('passes any other answer through untouched', async () => {
    const json = JSON.stringify({ html: '<script src="/_next/static/chunks/one.js" async=""></script>', pad: 'x'.repeat(2000) });
    const origin = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
      res.end(json);
    });
    const response = await fetch(origin, { headers: { 'accept-encoding': 'gzip' } });
    expect(await response.text()).toBe(json);
    const plain = await getPlain(origin);
    expect(plain).toEqual({ body: json, length: String(Buffer.byteLength(json)) });
  });
});
