import { ownServerFetch } from '@/lib/api/in-process';
import { EMBEDDED_LOCALES, type LocalesPayload } from './locales';

/** Thrown when the platform offers no usable locale: SPEC §8 "PLUGIN:I18N: LOCALES NOT FOUND". */
export class LocalesNotFoundError extends Error {
  readonly status = 500;
  constructor() {
    super('PLUGIN:I18N: LOCALES NOT FOUND');
  }
}

const TTL_MS = 60_000;
let cache: { at: number; value: LocalesPayload } | undefined;

/** Origin of the platform as seen from the Next server (loopback to server.ts, or PLATFORM_URL). */
export function platformOrigin(): string {
  return process.env.PLATFORM_URL ?? process.env.INTERNAL_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
}

/** The platform did not answer (no connection, or a gateway's 502/503/504): not an answer about locales. */
class PlatformUnreachable extends Error {}

/**
 * Locales the platform serves, restricted to those this site ships dictionaries for.
 * Cached for a minute. An answer without a usable locale raises LocalesNotFoundError (SPEC §8, a
 * fatal 500); a platform that cannot be reached is only logged ("locale loading failures are only
 * logged") and the shipped locales stand in, uncached, so the page goes on to the maintenance page
 * (503) its own calls lead to.
 */
export async function loadLocales(fetcher: typeof fetch = ownServerFetch): Promise<LocalesPayload> {
  if (cache && Date.now() - cache.at < TTL_MS) return cache.value;
  try {
    const res = await fetcher(`${platformOrigin()}/nfx/i18n/locales`, { cache: 'no-store' }).catch((error: unknown) => {
      throw new PlatformUnreachable(String(error));
    });
    if ([502, 503, 504].includes(res.status)) throw new PlatformUnreachable(`locales: HTTP ${res.status}`);
    if (!res.ok) throw new Error(`locales: HTTP ${res.status}`);
    const body = (await res.json()) as Partial<LocalesPayload>;
    const value = restrictToShipped(body);
    cache = { at: Date.now(), value };
    return value;
  } catch (error) {
    if (cache) return cache.value;
    console.error(JSON.stringify({ level: 'error', msg: 'locales load failed', err: String(error) }));
    if (error instanceof PlatformUnreachable) return EMBEDDED_LOCALES;
    throw new LocalesNotFoundError();
  }
}

export function restrictToShipped(body: Partial<LocalesPayload>): LocalesPayload {
  const shipped = new Map(EMBEDDED_LOCALES.locales.map((l) => [l.code, l]));
  const locales = (body.locales ?? [])
    .filter((l) => l && typeof l.code === 'string' && shipped.has(l.code))
    .map((l) => ({ ...shipped.get(l.code)!, ...l }));
  if (locales.length === 0) throw new LocalesNotFoundError();
  const defaultLocale = locales.some((l) => l.code === body.defaultLocale) ? body.defaultLocale! : locales[0]!.code;
  return { locales, defaultLocale };
}

/** Test hook. */
export function resetLocalesCache() {
  cache = undefined;
}
