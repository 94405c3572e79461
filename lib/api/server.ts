import { cacheGeneration, env } from '@/lib/config';
import { platformOrigin } from '@/lib/i18n/source';
import { inProcessPlatform, sendInProcess } from './in-process';
import { createApi, type Api, type Transport } from './create-api';

/** What `headers()` of Next (or any Fetch Headers) offers. */
export type HeadersLike = { get(name: string): string | null };

/** Request headers the platform needs to see the visitor: session, language, client. */
export const FORWARDED_HEADERS = ['cookie', 'accept-language', 'user-agent'] as const;

/**
 * The visitor's address as server.ts believes it (TRUST_PROXY), from its per-request store
 * (published under this symbol, as features/system/response-status.ts reads it). It goes to the
 * platform as X-Forwarded-For; the visitor's own X-Forwarded-For never does (issue 29).
 */
const REQUEST_STORE = Symbol.for('casino.response-status');
function trustedClientAddress(): string | undefined {
  const holder = globalThis as unknown as Record<symbol, { getStore(): { clientAddress?: string } | undefined } | undefined>;
  return holder[REQUEST_STORE]?.getStore()?.clientAddress;
}

export type ServerApiOptions = {
  /** Defaults to next-intl's `x-next-intl-locale` request header. */
  locale?: string;
  /** Defaults to platformOrigin(): loopback to server.ts, or PLATFORM_URL. */
  origin?: string;
  fetch?: typeof fetch;
};

export { installInProcessPlatform, type InProcessPlatform } from './in-process';

type Snapshot = { status: number; statusText: string; headers: Array<[string, string]>; body: string };

/**
 * GET answers already asked for while rendering one request, by the request's headers object
 * (Next hands every `headers()` call of a request the same one): the layout's getInfo and the
 * page's getInfo are one platform call. Gone with the request; POSTs are never shared.
 */
const requestMemos = new WeakMap<object, Map<string, Promise<Snapshot>>>();

async function snapshot(response: Response): Promise<Snapshot> {
  return { status: response.status, statusText: response.statusText, headers: [...response.headers.entries()], body: await response.text() };
}

/**
 * Answers that are the same for every visitor (the platform keys its own catalogue cache on the
 * parameters alone), kept per process for CATALOGUE_CACHE_SECONDS: a page asking the catalogue
 * skips the platform round trip altogether while the platform would answer from its cache anyway.
 * The operator's general info (`metadata/getgeneralinfo`, asked by every page for the analytics
 * tools and SEON) and the operator's rule pack (`protection/getRules`, asked by every game page) are
 * kept the same way, and dropped at once when settings, the catalogue or content change in this or,
 * told over Redis, any other process of the deployment (lib/config/cache-generations.ts: every kept
 * answer goes, such changes are rare); with PLATFORM_URL the TTL alone bounds it.
 */
const VISITOR_INDEPENDENT = /^\/api\/(games\/(get|getCategories|getProviders)|metadata\/getgeneralinfo|protection\/getRules)(\?|$)/;
const sharedAnswers = new Map<string, { at: number; answer: Promise<Snapshot> }>();
/** The cache generation the kept answers were read under: a change drops them all (they refill on the next page). */
let answersGeneration = 0;

function sharedAnswer(key: string, load: () => Promise<Snapshot>): Promise<Snapshot> {
  const ttl = env().CATALOGUE_CACHE_SECONDS * 1000;
  if (ttl === 0) return load();
  if (answersGeneration !== cacheGeneration()) {
    answersGeneration = cacheGeneration();
    sharedAnswers.clear();
  }
  const hit = sharedAnswers.get(key);
  if (hit && Date.now() - hit.at < ttl) return hit.answer;
  const answer = load().then((s) => {
    if (s.status !== 200) sharedAnswers.delete(key); // only good answers are kept
    return s;
  });
  answer.catch(() => sharedAnswers.delete(key));
  if (sharedAnswers.size > 500) sharedAnswers.clear(); // parameters are bounded by the pages; a cap keeps odd ones from piling up
  sharedAnswers.set(key, { at: Date.now(), answer });
  return answer;
}

const replay = (s: Snapshot) => new Response(s.body, { status: s.status, statusText: s.statusText, headers: s.headers });

/**
 * What a render gets when the platform cannot be reached at all (refused, reset, DNS: PLATFORM_URL
 * down): the answer a gateway gives, ApplicationUnavailable (503), so the page shows the SPEC §8
 * maintenance page instead of failing with a 500. An abort stays an abort.
 */
function unreachable(error: unknown, signal: AbortSignal | null | undefined): Response {
  if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) throw error;
  console.error(JSON.stringify({ level: 'error', msg: 'platform unreachable', err: String(error) }));
  return Response.json({ error: { type: 'ApplicationUnavailableException', error_data: null } }, { status: 503 });
}

/** Transport for server components: calls the platform directly, as the visitor. */
export function serverTransport(headers: HeadersLike, options: ServerApiOptions = {}): Transport {
  const forwarded: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = headers.get(name);
    if (value) forwarded[name] = value;
  }
  const client = trustedClientAddress();
  if (client) forwarded['x-forwarded-for'] = client;
  const send = options.fetch ?? fetch;
  const request = (path: string, init: RequestInit) => {
    const headers = { ...forwarded, ...(init.headers as Record<string, string>) };
    const embedded = options.origin || options.fetch ? undefined : inProcessPlatform();
    if (embedded && init.method === 'GET') return sendInProcess(embedded, path, headers);
    return send(`${options.origin ?? platformOrigin()}${path}`, { ...init, cache: 'no-store', headers }).catch((error: unknown) => unreachable(error, init.signal));
  };
  let memo = requestMemos.get(headers);
  if (!memo) requestMemos.set(headers, (memo = new Map()));
  const shared = memo;
  return {
    send: async (path, init) => {
      if (init.method !== 'GET') return request(path, init);
      // One caller's abort must not fail the others: shared requests run without a signal.
      const key = `${options.origin ?? ''}${path}`;
      let pending = shared.get(key);
      if (!pending) {
        const load = () => request(path, { ...init, signal: undefined }).then(snapshot);
        pending = VISITOR_INDEPENDENT.test(path) ? sharedAnswer(key, load) : load();
        shared.set(key, pending);
        pending.catch(() => shared.delete(key));
      }
      return replay(await pending);
    },
    locale: () => options.locale ?? headers.get('x-next-intl-locale') ?? undefined,
    embedded: () => false,
  };
}

/** `createServerApi(await headers())` in a server component. */
export function createServerApi(headers: HeadersLike, options?: ServerApiOptions): Api {
  return createApi(serverTransport(headers, options));
}
