/**
 * The HTTP status a server page wants when Next has no API for it (503 maintenance, 403 user
 * blocked). server.ts owns the per-request store: an AsyncLocalStorage published on globalThis
 * under this symbol, whose `status` it applies in `res.writeHead`. Without that store, or once
 * the response has started streaming, this is a no-op and Next's own status stands.
 */
export const RESPONSE_STATUS_KEY = Symbol.for('casino.response-status');

type StatusStore = { getStore(): { status?: number } | undefined };

/** Ask the server to answer with `status`; true when a request store took it. */
export function setResponseStatus(status: number): boolean {
  const holder = globalThis as unknown as Record<symbol, StatusStore | undefined>;
  const store = holder[RESPONSE_STATUS_KEY]?.getStore();
  if (!store) return false;
  store.status = status;
  return true;
}
