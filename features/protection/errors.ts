import { isApiError } from '@/lib/errors';

/** The field codes of an InvalidParameter answer, first code per field; null for other failures. */
export function fieldCodes(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || error.type !== 'InvalidParameterException') return null;
  const data = (error.data ?? {}) as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const [field, codes] of Object.entries(data)) if (Array.isArray(codes) && typeof codes[0] === 'string') out[field] = codes[0];
  return out;
}

/** Why play or a sign-in was refused (AccessDenied error_data.reason), or null. */
export function protectionReason(error: unknown): { reason: string; data: Record<string, unknown> } | null {
  if (!isApiError(error) || error.type !== 'AccessDeniedException') return null;
  const data = (error.data ?? {}) as Record<string, unknown>;
  return typeof data.reason === 'string' ? { reason: data.reason, data } : null;
}
