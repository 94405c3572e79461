import type { FastifyRequest } from 'fastify';
import { PlatformError } from '@/lib/errors';
import { BODY_LIMIT } from './body';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when `origin` is the request's own host or the configured SITE_URL. */
export function originAllowed(origin: string, host: string | undefined, siteUrl?: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // includes the opaque "null" origin
  }
  if (host && url.host.toLowerCase() === host.toLowerCase()) return true;
  return siteUrl !== undefined && url.origin === new URL(siteUrl).origin;
}

/**
 * onRequest guard for state-changing requests: a foreign Origin is refused (403 AccessDenied),
 * a declared body over the limit too (413), before anything is read. Requests without an Origin
 * (server-side calls, tools) pass.
 */
export function guardRequest(siteUrl: string | undefined) {
  return async (request: FastifyRequest) => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > BODY_LIMIT) throw new PlatformError('InvalidRequestException', { reason: 'body_too_large' }, { status: 413 });
    if (SAFE.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !originAllowed(origin, request.host, siteUrl)) {
      throw new PlatformError('AccessDeniedException', { reason: 'foreign_origin' });
    }
  };
}
