import { isErrorType, type ErrorType } from './catalogue';

export type FatalPage = 'user-blocked' | 'maintenance' | 'forbidden' | 'not-found';
export type FatalOutcome = { status: number; page: FatalPage };

function read(error: unknown): { type?: ErrorType; status?: number } {
  if (!error || typeof error !== 'object') return {};
  const { type, status } = error as { type?: unknown; status?: unknown };
  return { type: isErrorType(type) ? type : undefined, status: typeof status === 'number' ? status : undefined };
}

/**
 * SPEC §8 handling of an error that stops a page: a banned user sees the user-blocked page (403),
 * a disabled or unavailable application the maintenance page (503), any other HTTP 403 the
 * forbidden page; 404 and everything else fall back to not found.
 */
export function fatalOutcomeOf(error: unknown): FatalOutcome {
  const { type, status } = read(error);
  if (type === 'UserBannedException') return { status: 403, page: 'user-blocked' };
  if (type === 'ApplicationDisabledException' || type === 'ApplicationUnavailableException') {
    return { status: 503, page: 'maintenance' };
  }
  if (status === 403) return { status: 403, page: 'forbidden' };
  return { status: 404, page: 'not-found' };
}
