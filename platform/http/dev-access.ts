import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Env } from '@/lib/config';
import { PlatformError } from '@/lib/errors';

/** The header that carries DEV_ROUTES_TOKEN. */
export const DEV_TOKEN_HEADER = 'x-dev-token';
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** The development routes (/api/dev/*) exist in development and test, or where DEV_ROUTES_TOKEN is set. */
export const devRoutesEnabled = (env: Env) => env.NODE_ENV !== 'production' || !!env.DEV_ROUTES_TOKEN;

/**
 * Who may call a development route (they read anyone's codes and settle bets): a request carrying
 * DEV_ROUTES_TOKEN in `x-dev-token`, or, outside production, one straight from this machine (the
 * socket's own loopback address, not a forwarded one: behind a local proxy every visitor would
 * otherwise be loopback). Anyone else gets the 404 an absent route gives.
 */
export function devAccessAllowed(request: FastifyRequest, env: Env): boolean {
  const token = env.DEV_ROUTES_TOKEN;
  const given = request.headers[DEV_TOKEN_HEADER];
  if (token && typeof given === 'string') {
    const a = Buffer.from(given);
    const b = Buffer.from(token);
    if (a.length === b.length && timingSafeEqual(a, b)) return true;
  }
  if (env.NODE_ENV === 'production') return false;
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && !FORWARDING.some((h) => h in request.headers);
}

/** onRequest hook for the development routes. */
export function guardDevRoute(env: Env) {
  return async (request: FastifyRequest) => {
    if (!devAccessAllowed(request, env)) throw new PlatformError('MethodNotFoundException');
  };
}
