/**
 * A request straight into the embedded platform's router, without a socket: server.ts installs it
 * under this symbol when the platform runs in the same process (not with PLATFORM_URL). GETs from
 * server components take it; POSTs and everything else go over HTTP.
 */
export type InProcessPlatform = (request: { method: 'GET'; url: string; headers: Record<string, string> }) => Promise<{
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}>;
const IN_PROCESS_PLATFORM = Symbol.for('casino.platform-in-process');
export const inProcessPlatform = () => (globalThis as Record<symbol, unknown>)[IN_PROCESS_PLATFORM] as InProcessPlatform | undefined;

/** server.ts, when the platform runs in this process: server components' GETs go straight to it. */
export function installInProcessPlatform(platform: InProcessPlatform | undefined): void {
  (globalThis as Record<symbol, unknown>)[IN_PROCESS_PLATFORM] = platform;
}

export async function sendInProcess(platform: InProcessPlatform, url: string, headers: Record<string, string>): Promise<Response> {
  const answer = await platform({ method: 'GET', url, headers });
  const out = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) out.append(name, String(one));
  }
  return new Response(answer.body, { status: answer.status, headers: out });
}

/**
 * fetch for the Next server's own calls to the platform (lib/i18n's locales and messages): a GET of
 * this server's own origin (INTERNAL_ORIGIN) goes straight into the embedded platform when it runs
 * in this process, so no render ever fetches its own server (which stops accepting connections
 * while it drains); anything else is an ordinary fetch.
 */
export const ownServerFetch: typeof fetch = (input, init) => {
  const embedded = inProcessPlatform();
  const own = process.env.INTERNAL_ORIGIN;
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : undefined;
  if (embedded && own && url?.startsWith(`${own}/`) && (init?.method ?? 'GET') === 'GET') return sendInProcess(embedded, url.slice(own.length), {});
  return fetch(input, init);
};
