import { cacheGeneration, env } from '@/lib/config';
import { loadEmbeddedConfig } from './embedded';
import { CMS_SECTIONS, sectionSchemas } from './schema';
import { camelizeKeys, unwrapStrapi } from './strapi';
import type { CmsConfig } from './types';

export type CmsSourceOptions = {
  /** Strapi-compatible base URL; without it the embedded content is used. */
  url?: string;
  token?: string;
  fetcher?: typeof fetch;
  ttlMs?: number;
  timeoutMs?: number;
  warn?: (message: string, data: Record<string, unknown>) => void;
};

const defaultWarn = (msg: string, data: Record<string, unknown>) => console.warn(JSON.stringify({ level: 'warn', msg, ...data }));

/** GET {url}/api/cms-config?locale=… with a bearer token; Strapi envelopes unwrapped, keys camel-cased. */
async function fetchRemote(locale: string, o: Required<Pick<CmsSourceOptions, 'url' | 'fetcher' | 'timeoutMs'>> & CmsSourceOptions) {
  const endpoint = new URL('/api/cms-config', o.url);
  endpoint.searchParams.set('locale', locale);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  const res = await o.fetcher(endpoint, { headers, cache: 'no-store', signal: AbortSignal.timeout(o.timeoutMs) });
  if (!res.ok) throw new Error(`cms-config: HTTP ${res.status}`);
  return camelizeKeys(unwrapStrapi(await res.json()));
}

/** Remote sections that pass their schema, over the embedded ones (a bad section is reported, not fatal). */
function mapRemote(remote: Record<string, unknown>, embedded: CmsConfig, warn: NonNullable<CmsSourceOptions['warn']>): CmsConfig {
  const out: Record<string, unknown> = { ...embedded };
  for (const section of CMS_SECTIONS) {
    if (remote[section] === undefined) continue;
    const parsed = sectionSchemas[section].safeParse(remote[section]);
    if (parsed.success) out[section] = parsed.data;
    else warn('cms section invalid, embedded used', { locale: embedded.locale, section, issues: parsed.error.issues.length });
  }
  return out as CmsConfig;
}

/** A CMS source: embedded content, or a remote CMS cached for `ttlMs` (or until content is announced changed) that falls back to its last good answer, then to embedded. */
export function createCmsSource(options: CmsSourceOptions = {}) {
  const o = { fetcher: fetch, ttlMs: 60_000, timeoutMs: 3_000, warn: defaultWarn, ...options };
  const cache = new Map<string, { at: number; value: Promise<CmsConfig> }>();
  const lastGood = new Map<string, CmsConfig>();

  async function load(locale: string): Promise<CmsConfig> {
    const embedded = await loadEmbeddedConfig(locale);
    if (!o.url) return embedded;
    try {
      const config = mapRemote(await fetchRemote(embedded.locale, { ...o, url: o.url }), embedded, o.warn);
      lastGood.set(locale, config);
      return config;
    } catch (error) {
      const stale = lastGood.get(locale);
      o.warn(`cms unavailable, ${stale ? 'last good' : 'embedded'} content used`, { locale: embedded.locale, err: String(error) });
      return stale ?? embedded;
    }
  }

  let generation = cacheGeneration('content');
  return function getRawConfig(locale: string): Promise<CmsConfig> {
    // content announced changed (here or in another process): every kept locale goes
    if (generation !== cacheGeneration('content')) {
      generation = cacheGeneration('content');
      cache.clear();
    }
    const hit = cache.get(locale);
    if (hit && Date.now() - hit.at < o.ttlMs) return hit.value;
    const value = load(locale);
    cache.set(locale, { at: Date.now(), value });
    return value;
  };
}

let shared: ReturnType<typeof createCmsSource> | undefined;

/** The process-wide source, configured from CMS_URL and CMS_TOKEN. */
export function defaultCmsSource() {
  shared ??= createCmsSource({ url: env().CMS_URL, token: env().CMS_TOKEN });
  return shared;
}

/** Test hook. */
export function resetCmsSource() {
  shared = undefined;
}
