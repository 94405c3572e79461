import { cacheGeneration, env } from '@/lib/config';
import { getCmsConfig } from './get-cms-config';
import { seoSchema } from './schema';
import { selectSeoSettings } from './site-helpers';
import { camelizeKeys } from './strapi';
import { createStrapiClient, type StrapiClient } from './strapi-client';
import type { SeoSettings } from './types';

type Options = {
  /** The Strapi-compatible client; default: one over CMS_URL / CMS_TOKEN, none without CMS_URL. */
  client?: StrapiClient | null;
  ttlMs?: number;
  now?: () => number;
  warn?: (message: string, data: Record<string, unknown>) => void;
};

const seoEntry = seoSchema.element;
const cache = new Map<string, { at: number; value: Promise<Record<string, unknown> | null> }>();
let shared: StrapiClient | null | undefined;
/** The content generation the kept entries were read under (lib/config/cache-generations.ts). */
let generation = cacheGeneration('content');

function defaultClient(): StrapiClient | null {
  if (shared === undefined) {
    const { CMS_URL, CMS_TOKEN } = env();
    shared = CMS_URL ? createStrapiClient({ url: CMS_URL, token: CMS_TOKEN, timeoutMs: 3_000 }) : null;
  }
  return shared;
}

/** Test hook: forgets the cached answers and the default client. */
export function resetSeoByHost() {
  cache.clear();
  shared = undefined;
}

/** The CMS's entry (snake, kebab or camel keys; `title` read as the default title) over the fallback entry, or null when it does not make a valid one. */
function merge(remote: Record<string, unknown>, fallback: SeoSettings | undefined): SeoSettings | null {
  const entry = camelizeKeys(remote);
  const parsed = seoEntry.safeParse({
    ...fallback,
    ...Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== null && v !== undefined)),
    defaultTitle: entry.defaultTitle ?? entry.title ?? fallback?.defaultTitle,
    templates: entry.templates ?? fallback?.templates ?? {},
    host: typeof entry.host === 'string' ? entry.host : undefined,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * SEO settings of a request's host (SPEC §7): with a Strapi-compatible CMS (CMS_URL), its
 * `seo-settings` entry for the host (the hostless one as fallback), kept `ttlMs` per host and
 * laid over the CMS configuration's entry; without a CMS, or when it fails or has no entry, the
 * configuration's own `seo` list (embedded content or `cms-config`) chosen by host.
 */
export async function getSeoSettings(locale: string, host: string | null | undefined, options: Options = {}): Promise<SeoSettings | undefined> {
  const cms = await getCmsConfig(locale).catch(() => null);
  const fallback = selectSeoSettings(cms?.seo ?? [], host);
  const client = options.client === undefined ? defaultClient() : options.client;
  if (!client || !host) return fallback;
  const now = options.now ?? Date.now;
  const key = `${host.toLowerCase().replace(/:\d+$/, '')}`;
  if (generation !== cacheGeneration('content')) {
    generation = cacheGeneration('content');
    cache.clear();
  }
  let hit = cache.get(key);
  if (!hit || now() - hit.at >= (options.ttlMs ?? 60_000)) {
    const value = client.seoSettings(key).catch((error: unknown) => {
      (options.warn ?? ((m, d) => console.warn(JSON.stringify({ level: 'warn', msg: m, ...d }))))('cms seo-settings unavailable, configured content used', { host: key, err: String(error) });
      cache.delete(key);
      return null;
    });
    hit = { at: now(), value };
    if (cache.size > 200) cache.clear(); // hosts are the operator's domains; a cap keeps forged Host headers from piling up
    cache.set(key, hit);
  }
  const remote = await hit.value;
  return (remote && merge(remote, fallback)) ?? fallback;
}
