/** builds/latest.json: the build the server runs now. */
export type LatestBuild = { buildId: string; timestamp: number };

/** How often the new-version check asks (also when the tab comes back into view). */
export const VERSION_POLL_MS = 5 * 60_000;
/** SPEC §9: after a reload for a new version, no other reload is offered for 10 s. */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'reload_guard';

export async function fetchLatestBuild(fetcher: typeof fetch = fetch): Promise<LatestBuild | null> {
  try {
    const response = await fetcher('/builds/latest.json', { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<LatestBuild>;
    return typeof body.buildId === 'string' ? { buildId: body.buildId, timestamp: Number(body.timestamp) || 0 } : null;
  } catch {
    return null;
  }
}

/** True while a reload made for a new version is less than 10 s old (no offer loops). */
export function reloadGuarded(storage: Pick<Storage, 'getItem'>, now = Date.now()): boolean {
  const at = Number(storage.getItem(RELOAD_GUARD_KEY) ?? 0);
  return now - at < RELOAD_GUARD_MS;
}

export function markReload(storage: Pick<Storage, 'setItem'>, now = Date.now()) {
  storage.setItem(RELOAD_GUARD_KEY, String(now));
}

/**
 * Polls the latest build; the first answer is the page's own build, a different one later is a new
 * version (reported once). Returns a stop function.
 */
export function watchVersion(options: {
  onNewVersion: (latest: LatestBuild) => void;
  fetchLatest?: () => Promise<LatestBuild | null>;
  intervalMs?: number;
  doc?: Document;
}): () => void {
  const { onNewVersion, fetchLatest = () => fetchLatestBuild(), intervalMs = VERSION_POLL_MS, doc = document } = options;
  let current: string | null = null;
  let reported = false;
  const check = async () => {
    if (reported) return;
    const latest = await fetchLatest();
    if (!latest) return;
    if (current === null) current = latest.buildId;
    else if (latest.buildId !== current) {
      reported = true;
      onNewVersion(latest);
    }
  };
  void check();
  const timer = setInterval(() => void check(), intervalMs);
  const onVisible = () => {
    if (doc.visibilityState === 'visible') void check();
  };
  doc.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisible);
  };
}
