'use client';

import { normalizePromoCode } from '@/lib/validation';
import { promoErrorCode } from '@/lib/errors';
import { usePromoCheck } from '../api';
import { PROMO_CHECK_DEBOUNCE_MS } from '../config';
import { useDebouncedValue } from '@/features/system';

export type PromoCodeState = {
  /** A check is due or running: submit waits. */
  checking: boolean;
  valid: boolean;
  /** The code to show the error for (a common.promoCodeErrors key), null when none. */
  errorCode: string | null;
};

/** The first code under error_data.promo_code of a failed check, else INVALID (§8); shared with the promo-code offer form. */
export { promoErrorCode };

/**
 * §4 promo code field: a change clears validity and checks the code after 800 ms of quiet; an
 * empty code clears errors; an answer for a code no longer typed is ignored (answers are keyed by code).
 */
export function usePromoCode(raw: unknown, enabled: boolean): PromoCodeState {
  const code = enabled ? normalizePromoCode(raw) : '';
  const settled = useDebouncedValue(code, PROMO_CHECK_DEBOUNCE_MS);
  const query = usePromoCheck(code !== '' && code === settled ? settled : '');
  if (code === '') return { checking: false, valid: false, errorCode: null };
  if (code !== settled || query.isPending || query.isFetching) return { checking: true, valid: false, errorCode: null };
  if (query.isError) return { checking: false, valid: false, errorCode: promoErrorCode(query.error) };
  return { checking: false, valid: query.data === true, errorCode: query.data === true ? null : 'INVALID' };
}
