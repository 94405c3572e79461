import { isApiError } from '@/lib/errors';

/** The message key (under Bonuses.errors) of a failed bonus call: the first field code, or the error type, else general. */
export function errorKey(error: unknown, known: (key: string) => boolean): string {
  if (!isApiError(error)) return 'general';
  const codes = Object.values(error.data ?? {}).find((v): v is string[] => Array.isArray(v) && typeof v[0] === 'string');
  const candidates = [codes?.[0], error.type].filter((c): c is string => typeof c === 'string');
  return candidates.find((c) => known(`errors.${c}`)) ?? 'general';
}
