/** Path prefixes the platform answers; everything else belongs to the Next site. */
const PREFIXES = ['/api/', '/nfx/', '/oauth/', '/games/', '/socket.io/', '/builds/', '/pay/', '/provider-wallet/', '/psp/'];
const EXACT = new Set(['/hit', '/healthz', '/readyz', '/api', '/nfx', '/oauth', '/games', '/socket.io', '/builds']);

/** True for `/api/*`, `/nfx/*`, `/hit`, `/oauth/*`, `/games/*`, `/socket.io/*`, `/healthz`, `/readyz`, `/builds/*`, `/pay/*` (demo payment pages), `/provider-wallet/*` (game studios' wallet calls), `/psp/*` (payment providers' webhooks). */
export function isPlatformPath(pathname: string): boolean {
  return EXACT.has(pathname) || PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The path of a request URL (`/api/x?y` → `/api/x`), tolerant of odd input. */
export function pathnameOf(url: string | undefined): string {
  const raw = url ?? '/';
  const end = raw.search(/[?#]/);
  return end === -1 ? raw : raw.slice(0, end);
}
