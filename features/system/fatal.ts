import { forbidden, notFound, redirect, unstable_rethrow } from 'next/navigation';
import { fatalOutcomeOf, isApiError, type FatalOutcome } from '@/lib/errors';
import { REDIRECT_URL_QUERY } from '@/lib/routing';
import { fatalDigest } from './fatal-digest';
import { localeHref } from './locale-href';

/** A page-stopping platform error whose page Next cannot render by itself (SPEC §8). */
export class FatalPageError extends Error {
  readonly outcome: FatalOutcome;
  readonly digest: string;
  constructor(outcome: FatalOutcome, cause?: unknown) {
    super(`Fatal ${outcome.status}: ${outcome.page}`, { cause });
    this.outcome = outcome;
    // Kept by Next when the error crosses to an error.tsx boundary.
    this.digest = fatalDigest(outcome);
  }
}

const authInterrupts = () => Boolean(process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS);

/**
 * SPEC §8 for a server page: 404 → notFound(), 403 → forbidden() (when enabled), user blocked
 * and maintenance → FatalPageError, which `withFatalPages` renders in place with its status.
 */
export function raiseFatal(error: unknown): never {
  unstable_rethrow(error);
  if (error instanceof FatalPageError) throw error;
  const outcome = fatalOutcomeOf(error);
  if (outcome.page === 'not-found') notFound();
  if (outcome.page === 'forbidden' && authInterrupts()) forbidden();
  throw new FatalPageError(outcome, error);
}

/** Data the page cannot do without: any failure stops the page (SPEC §8). */
export async function required<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    raiseFatal(error);
  }
}

/**
 * Data the page can do without: maintenance and a blocked user still stop the page, anything
 * else is logged and replaced by `fallback` (an empty list, null…).
 */
export async function optional<T>(promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    unstable_rethrow(error);
    const { page } = fatalOutcomeOf(error);
    if (page === 'maintenance' || page === 'user-blocked') raiseFatal(error);
    const detail = isApiError(error) ? { type: error.type, status: error.status } : { err: String(error) };
    console.warn(JSON.stringify({ level: 'warn', msg: 'optional page data failed', ...detail }));
    return fallback;
  }
}

/**
 * Data of a signed-in-only page (cashier, profile). The proxy already sends visitors without a
 * session cookie home; a session the platform no longer accepts gets the same treatment
 * (home with redirectUrl, SPEC §2) instead of a 404. Anything else as `required`.
 */
export async function requiredSignedIn<T>(promise: Promise<T>, path: string): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (isApiError(error) && error.type === 'AuthorizationException') await redirectToSignIn(path);
    raiseFatal(error);
  }
}

/** Home in the request's locale with redirectUrl = `path` there (SPEC §2), where the visitor can sign in. */
export async function redirectToSignIn(path: string): Promise<never> {
  const back = await localeHref(path);
  redirect(await localeHref(`/?${new URLSearchParams({ [REDIRECT_URL_QUERY]: back })}`));
}
