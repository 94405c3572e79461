import { ownServerFetch } from '@/lib/api/in-process';
import { platformOrigin } from './source';

type Dictionary = Record<string, unknown>;

function isObject(value: unknown): value is Dictionary {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge: keys of `over` win, nested objects merge. */
export function mergeMessages(base: Dictionary, over: Dictionary): Dictionary {
  const out: Dictionary = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = isObject(current) && isObject(value) ? mergeMessages(current, value) : value;
  }
  return out;
}

async function bundled(locale: string): Promise<Dictionary> {
  try {
    return (await import(`../../messages/${locale}.json`)).default as Dictionary;
  } catch {
    return {};
  }
}

const TTL_MS = 60_000;
const remoteCache = new Map<string, { at: number; value: Dictionary }>();

async function remote(locale: string): Promise<Dictionary> {
  const hit = remoteCache.get(locale);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  try {
    const res = await ownServerFetch(`${platformOrigin()}/nfx/i18n/messages/${encodeURIComponent(locale)}`, { cache: 'no-store' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const body: unknown = await res.json();
    const value = isObject(body) ? body : {};
    remoteCache.set(locale, { at: Date.now(), value });
    return value;
  } catch (error) {
    // SPEC §8: locale loading failures are only logged.
    console.error(JSON.stringify({ level: 'warn', msg: 'messages load failed', locale, err: String(error) }));
    return hit?.value ?? {};
  }
}

/**
 * The dictionary for a locale: the bundled file, overridden by what the platform serves at
 * /nfx/i18n/messages/{locale} (so an operator can change copy without a build).
 */
export async function loadMessages(locale: string): Promise<Dictionary> {
  const [base, over] = await Promise.all([bundled(locale), remote(locale)]);
  // Both parts are the same objects until the platform's copy is fetched again: merge once per pair, not per request.
  const hit = merged.get(locale);
  if (hit && hit.base === base && hit.over === over) return hit.value;
  const value = mergeMessages(base, over);
  merged.set(locale, { base, over, value });
  return value;
}

const merged = new Map<string, { base: Dictionary; over: Dictionary; value: Dictionary }>();
