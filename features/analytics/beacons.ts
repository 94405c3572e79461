/** SPEC §9: the security hit goes 3,000 ms after start-up. */
export const SECURITY_HIT_MS = 3_000;
/** SEON's JS agent (v6): `seon.init()`, then `seon.getSession()` resolves the device-fingerprint payload. */
export const SEON_AGENT_URL = 'https://cdn.seondf.com/js/v6/agent.umd.js';

type Seon = { init(options?: Record<string, unknown>): unknown; getSession(options?: Record<string, unknown>): Promise<string> };
export type BeaconWindow = { seon?: Seon };

export type BeaconEnv = {
  win: BeaconWindow;
  /** The landing address's query (`location.search`) and the document's referrer. */
  search: string;
  referrer: string;
  /** Sends an image beacon to a same-origin URL. */
  send(url: string): void;
  loadScript(src: string): Promise<void>;
  /** setTimeout, replaceable in tests. */
  later(run: () => void, ms: number): void;
  log(message: string, error?: unknown): void;
};

/**
 * `/hit?…`: the landing query as it came (the platform stores a `track_id` starting `td_` as the
 * pair td → rest, keeps `seon_session` apart) plus the referrer, and any extra keys.
 */
export function hitUrl(search: string, referrer: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(search);
  if (referrer && !query.has('referer')) query.set('referer', referrer);
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  const text = query.toString();
  return text ? `/hit?${text}` : '/hit';
}

/** Where the fingerprinting agent comes from (the operator's first-party base, as for the analytics tools). */
export const seonScriptUrl = (base?: string | null) => (base ? `${base.replace(/\/+$/, '')}/seon.js` : SEON_AGENT_URL);

/** The SEON session, or null when the agent fails (only logged: the visitor never sees it). */
async function seonSession(env: BeaconEnv, base?: string | null): Promise<string | null> {
  try {
    await env.loadScript(seonScriptUrl(base));
    const seon = env.win.seon;
    if (!seon) throw new Error('seon global missing');
    await seon.init();
    return await seon.getSession();
  } catch (error) {
    env.log('fingerprinting not loaded', error);
    return null;
  }
}

/**
 * Start-up beacons (SPEC §7, §9): GET /hit with the referrer and the landing query at once; when
 * `is_seon_enabled`, the fingerprinting agent loads in the meantime; 3 s after start-up the
 * security hit (`action=security`, with `seon_session` when the agent answered).
 */
export function startBeacons(env: BeaconEnv, options: { seon: boolean; scriptBase?: string | null }): Promise<void> {
  env.send(hitUrl(env.search, env.referrer));
  const session = options.seon ? seonSession(env, options.scriptBase) : Promise.resolve(null);
  return new Promise((resolve) => {
    env.later(() => {
      void session.then((value) => {
        env.send(hitUrl('', '', { action: 'security', ...(value && { seon_session: value }) }));
        resolve();
      });
    }, SECURITY_HIT_MS);
  });
}

/** The browser's environment. */
export function browserBeaconEnv(loadScript: (src: string) => Promise<void>): BeaconEnv {
  return {
    win: window as unknown as BeaconWindow,
    search: window.location.search,
    referrer: document.referrer,
    send: (url) => {
      const image = new Image();
      image.src = url;
    },
    loadScript,
    later: (run, ms) => void setTimeout(run, ms),
    log: (message, error) => console.warn(`[beacons] ${message}`, error ?? ''),
  };
}
