import type { ServerResponse } from 'node:http';
import { StringDecoder } from 'node:string_decoder';

/**
 * Paint first, then hydrate (docs/decisions/0043-paint-first.md).
 *
 * React puts the page's scripts in the HTML as `<script src="/_next/static/…" async="">`. An async
 * script runs as soon as it has arrived, and when it arrives before the browser's first frame (a
 * fast connection, a repeat visit with the scripts in the cache) the framework's evaluation and the
 * whole hydration run before anything is painted: on a phone the server-rendered content waits
 * behind a few hundred milliseconds of script it does not need. This rewriter takes those tags out
 * of a page's HTML as it streams and has one small inline script (with the page's CSP nonce) add
 * the same scripts once the document is parsed and a frame has been painted; their preloads stay,
 * so their download still starts with the page. Nothing else in the HTML changes.
 */

/** Only the framework's own chunks, exactly as React writes them: src, async and an optional nonce. */
const SCRIPT_TAG = /<script\b([^<>]*)><\/script>/g;
const SCRIPT_RUN = /(?:<script\b[^<>]*><\/script>)+/g;
const ATTRIBUTE = /\s+([a-zA-Z][a-zA-Z0-9-]*)(?:="([^"]*)")?/gy;
const CHUNK_SRC = /^\/_next\/static\/[^"'<>\s]+\.js(\?[^"'<>\s]*)?$/;

/**
 * Runs once, from the first rewritten tag. Scripts pushed onto `self.__pf` are added once the
 * document is parsed and its content is on screen: after DOMContentLoaded, at the browser's first
 * contentful paint as the Paint Timing API reports it (a frame that was begun is not yet a frame
 * presented: on a busy device the first frame can reach the screen a second after it was begun),
 * or at the next frame when that paint came before. A page whose stream is slow hydrates its shell
 * a second after that first paint; a hidden tab, which paints nothing, loads them at once; and
 * whatever happens they load at the latest 3 s after this script. Later pushes load at once.
 */
export const PAINT_FIRST_LOADER =
  "(function(w,d){var q=w.__pf=w.__pf||[],on=0,fcp=0,P=w.PerformanceObserver;function add(s){var e=d.createElement('script');e.src=s;e.setAttribute('async','');d.head.appendChild(e)}" +
  'function go(){if(on)return;on=1;for(var i=0;i<q.length;i++)add(q[i]);q.push=function(){for(var j=0;j<arguments.length;j++)add(arguments[j]);return q.length}}' +
  'function later(t){setTimeout(go,t)}function frame(){requestAnimationFrame(function(){later(0)})}' +
  "function parsed(){if(d.visibilityState!=='visible')return go();if(fcp||!P)frame()}" +
  "if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)P=0;" +
  "if(P)try{new P(function(l){l.getEntries().forEach(function(e){if(e.name==='first-contentful-paint'&&!fcp){fcp=1;later(d.readyState==='loading'?1000:0)}})}).observe({type:'paint',buffered:true})}catch(x){P=0}" +
  "if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',parsed);else parsed();later(3000)})(self,document)";

type Attributes = Map<string, string>;

function attributesOf(text: string): Attributes | null {
  const attributes: Attributes = new Map();
  let at = 0;
  while (at < text.length) {
    ATTRIBUTE.lastIndex = at;
    const match = ATTRIBUTE.exec(text);
    if (!match) return text.slice(at).trim() === '' ? attributes : null;
    attributes.set(match[1]!.toLowerCase(), match[2] ?? '');
    at = ATTRIBUTE.lastIndex;
  }
  return attributes;
}

/** The chunk's src and nonce when the tag is one the loader may take over, else null. */
function deferrable(attributeText: string): { src: string; nonce: string | undefined } | null {
  const attributes = attributesOf(attributeText);
  if (!attributes || !attributes.has('async') || attributes.get('async') !== '') return null;
  for (const name of attributes.keys()) if (name !== 'src' && name !== 'async' && name !== 'nonce') return null;
  const src = attributes.get('src');
  if (!src || !CHUNK_SRC.test(src)) return null;
  return { src, nonce: attributes.get('nonce') };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A string-to-string rewriter over an HTML document arriving in pieces. */
export type ScriptDeferrer = { push(text: string): string; end(): string };

/**
 * Next's error shell (`<html id="__next_error__">`: an empty document the scripts render, as Next
 * 16.4 answers some `notFound()` and error paths) has nothing to paint first: its scripts stay as
 * they are, or the page would stay blank until the loader's 3 s fallback.
 */
const ERROR_SHELL = /<html\b[^>]*\bid="__next_error__"/;

const LINK_TAG = /<link\b([^<>]*?)\/?>/g;

export type ScriptDeferrerOptions = {
  /**
   * Whether the build wrote this chunk (`/_next/static/…js`, no query). A preload of one it did not
   * write is dropped: Turbopack lists, in a page's loadable manifest, a chunk for a lazy component
   * the layout also renders that it never writes (`/profile/settings`), and its preload was a 404
   * and a console error on every view. Unset: every preload stays.
   */
  chunkExists?: (path: string) => boolean;
};

export function createScriptDeferrer({ chunkExists }: ScriptDeferrerOptions = {}): ScriptDeferrer {
  let carry = '';
  let loaderSent = false;
  let shell: 'unknown' | 'page' | 'error' = 'unknown';

  // A run of adjacent script elements (React writes a page's chunks one after another) becomes
  // one inline script that pushes them all, where the first of them was.
  const dropUnbuilt = (html: string) =>
    chunkExists
      ? html.replace(LINK_TAG, (tag: string, attributeText: string) => {
          const attributes = attributesOf(attributeText);
          const href = attributes?.get('href');
          if (attributes?.get('rel') !== 'preload' || attributes.get('as') !== 'script' || !href || !CHUNK_SRC.test(href)) return tag;
          return chunkExists(href.split('?')[0]!) ? tag : '';
        })
      : html;
  const rewrite = (html: string) =>
    dropUnbuilt(html).replace(SCRIPT_RUN, (run: string) => {
      const kept: string[] = [];
      const srcs: string[] = [];
      let nonce: string | undefined;
      let at = -1;
      for (const [tag, attributeText] of run.matchAll(SCRIPT_TAG)) {
        const script = deferrable(attributeText!);
        if (!script) {
          kept.push(tag);
          continue;
        }
        if (at === -1) at = kept.length;
        srcs.push(script.src);
        nonce ??= script.nonce;
      }
      if (srcs.length === 0) return run;
      const nonceAttribute = nonce === undefined ? '' : ` nonce="${escapeAttribute(nonce)}"`;
      const loader = loaderSent ? '' : `${PAINT_FIRST_LOADER};`;
      loaderSent = true;
      const pushes = srcs.map((src) => JSON.stringify(src).replace(/</g, '\\u003c')).join(',');
      kept.splice(at, 0, `<script${nonceAttribute}>${loader}self.__pf.push(${pushes})</script>`);
      return kept.join('');
    });

  return {
    push(text) {
      if (shell === 'error') return text;
      const html = carry + text;
      if (shell === 'unknown' && /<html\b[^>]*>/.test(html)) shell = ERROR_SHELL.test(html) ? 'error' : 'page';
      if (shell === 'error') {
        carry = '';
        return html;
      }
      // Hold back an unfinished tag, and a script element whose end tag has not arrived yet.
      let cut = html.length;
      const lastOpen = html.lastIndexOf('<');
      if (lastOpen !== -1 && html.indexOf('>', lastOpen) === -1) cut = lastOpen;
      const lastScript = html.lastIndexOf('<script');
      if (lastScript !== -1 && lastScript < cut && html.indexOf('</script>', lastScript) === -1) cut = lastScript;
      carry = html.slice(cut);
      return rewrite(html.slice(0, cut));
    },
    end() {
      const rest = carry;
      carry = '';
      return rewrite(rest);
    },
  };
}

const isHtml = (contentType: unknown) => /^text\/html\b/i.test(String(contentType ?? ''));

type Chunk = string | Buffer | Uint8Array;
type Callback = (error?: Error | null) => void;

/**
 * Rewrites an HTML answer written to `res` through `createScriptDeferrer` (any other answer passes
 * untouched). Install it before the renderer writes, and after anything that must see the final
 * bytes (compression, the page cache).
 */
export function deferScriptsUntilPaint(res: ServerResponse, options: ScriptDeferrerOptions = {}): void {
  const write = res.write.bind(res) as (chunk: Chunk, encoding?: BufferEncoding, callback?: Callback) => boolean;
  const end = res.end.bind(res) as (chunk?: Chunk, encoding?: BufferEncoding, callback?: () => void) => ServerResponse;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  let mode: 'undecided' | 'html' | 'pass' = 'undecided';
  let deferrer: ScriptDeferrer | undefined;
  let decoder: StringDecoder | undefined; // HTML answers only

  const decide = (headers?: Record<string, unknown>) => {
    if (mode !== 'undecided') return;
    const contentType = res.getHeader('content-type') ?? Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
    mode = isHtml(contentType) ? 'html' : 'pass';
    if (mode === 'html') {
      deferrer = createScriptDeferrer(options);
      decoder = new StringDecoder('utf8');
      res.removeHeader('content-length'); // the rewritten body is longer
      if (headers) for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-length') delete headers[name];
    }
  };

  const text = (chunk: Chunk, encoding?: BufferEncoding) =>
    typeof chunk === 'string' ? decoder!.write(Buffer.from(chunk, encoding ?? 'utf8')) : decoder!.write(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));

  res.writeHead = ((...args: unknown[]) => {
    const headers = args.find((arg, index) => index > 0 && arg !== null && typeof arg === 'object' && !Array.isArray(arg)) as Record<string, unknown> | undefined;
    decide(headers);
    return writeHead(...args);
  }) as ServerResponse['writeHead'];

  res.write = ((chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) => {
    decide();
    if (mode !== 'html') return (write as (...args: unknown[]) => boolean)(chunk, encoding, callback);
    const cb = typeof encoding === 'function' ? encoding : callback;
    const enc = typeof encoding === 'function' ? undefined : encoding;
    const out = deferrer!.push(text(chunk, enc));
    if (out) return write(out, 'utf8', cb);
    if (cb) process.nextTick(cb);
    return true;
  }) as ServerResponse['write'];

  res.end = ((...args: unknown[]) => {
    decide();
    if (mode !== 'html') return (end as (...args: unknown[]) => ServerResponse)(...args);
    const [chunk, encoding, callback] = args as [Chunk | (() => void) | undefined, BufferEncoding | (() => void) | undefined, (() => void) | undefined];
    const cb = typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback;
    const body = typeof chunk === 'function' ? undefined : chunk;
    const enc = typeof encoding === 'function' ? undefined : encoding;
    const last = (body === undefined || body === null ? '' : text(body, enc)) + decoder!.end();
    const out = deferrer!.push(last) + deferrer!.end();
    return end(out, 'utf8', cb);
  }) as ServerResponse['end'];
}
