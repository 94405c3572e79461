import { isApiError } from '@/lib/errors';
import { DEFAULT_MIN_AGE } from '@/lib/validation/constants';

/** The field codes of an InvalidParameter answer, first code per field; null for other failures. */
export function fieldCodes(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || error.type !== 'InvalidParameterException') return null;
  const data = (error.data ?? {}) as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const [field, codes] of Object.entries(data)) if (Array.isArray(codes) && typeof codes[0] === 'string') out[field] = codes[0];
  return out;
}

/** What the rule pack still waits for before deposits and real-money play (AccessDenied `age_verification`). */
export type AgeGate = { step: 'birth_date' | 'identity'; minAge: number };

/** Reads an age-verification refusal's step and age from its error_data (or a game's message), else null. */
export function ageGateOf(data: unknown): AgeGate | null {
  if (!data || typeof data !== 'object') return null;
  const { reason, step, min_age: minAge } = data as Record<string, unknown>;
  if (reason !== 'age_verification' || (step !== 'birth_date' && step !== 'identity')) return null;
  return { step, minAge: typeof minAge === 'number' ? minAge : DEFAULT_MIN_AGE };
}

/** Why play or a sign-in was refused (AccessDenied error_data.reason), or null. */
export function protectionReason(error: unknown): { reason: string; data: Record<string, unknown> } | null {
  if (!isApiError(error) || error.type !== 'AccessDeniedException') return null;
  const data = (error.data ?? {}) as Record<string, unknown>;
  return typeof data.reason === 'string' ? { reason: data.reason, data } : null;
}
