import { ageGateOf, type AgeGate } from '@/features/protection';
import { isApiError } from '@/lib/api';
import type { ErrorType } from '@/lib/errors';
import { mapServerErrors } from '@/lib/validation';

/** Keys under the form's `errors` messages: one per §8 type a cashier form explains in place. */
const NOTICE_OF: Partial<Record<ErrorType, string>> = {
  BillingDepositLimitExceededException: 'depositLimitExceeded',
  BillingTransactionDeclinedException: 'transactionDeclined',
  BillingUnavailableException: 'billingUnavailable',
  BillingServiceErrorException: 'billingUnavailable',
  UserNeedDepositException: 'needDeposit',
  WithdrawalDeclinedException: 'withdrawalDeclined',
  WithdrawalLimitsExceededException: 'withdrawalLimitsExceeded',
  WithdrawalLimitsPeriodExceededException: 'withdrawalLimitsPeriodExceeded',
  KycWithdrawalException: 'kycWithdrawal',
  KycUserProfileException: 'kycUserProfile',
  SumsubVerificationRequiredException: 'kycWithdrawal',
  RequisitesOnVerificationException: 'requisitesOnVerification',
  RequisitesValidationRequiredException: 'requisitesValidationRequired',
  RequisitesFraudulentException: 'requisitesFraudulent',
  TooManyRequestsException: 'tooManyRequests',
};

export type CashierFailure =
  /** UserNeedProfileData: the player fills in the profile first (SPEC §2, fill_for_deposit toast). */
  | { kind: 'profile' }
  | { kind: 'fields'; fields: Record<string, string> }
  /** UK: age (and identity) verified before a deposit: a prompt to the profile or the verification page. */
  | { kind: 'age'; gate: AgeGate }
  | { kind: 'notice'; key: string; values?: Record<string, number> };

/** Where makedeposit names a refused deposit offer (SPEC §3 Deposit campaign_offer_id). */
export const OFFER_FIELD = 'campaign_offer_id';

/** Refusal codes of a deposit offer the deposit form explains under its "Bonus offer" select. */
export const OFFER_REFUSALS = [
  'below_min_deposit',
  'already_claimed',
  'jurisdiction_cap',
  'method_excluded',
  'first_deposit_only',
  'country',
  'currency',
  'not_available',
] as const;
export type OfferRefusal = (typeof OFFER_REFUSALS)[number] | 'unavailable';

/**
 * Why makedeposit refused the chosen deposit offer (InvalidParameter on campaign_offer_id), or null:
 * a code the form explains, else `unavailable` (e.g. not_found: the offer has ended).
 */
export function offerRefusal(error: unknown): OfferRefusal | null {
  if (!isApiError(error) || error.type !== 'InvalidParameterException') return null;
  const code = mapServerErrors(error.data, { formFields: [OFFER_FIELD] }).fields[OFFER_FIELD];
  if (code === undefined) return null;
  return (OFFER_REFUSALS as readonly string[]).includes(code) ? (code as OfferRefusal) : 'unavailable';
}

/**
 * What a cashier form does with a failed makedeposit / makewithdrawal (SPEC §8). Field errors are
 * those on `formFields`; a refused deposit offer (campaign_offer_id) is `offerRefusal`'s, so a
 * failure that names only the offer is no field failure here.
 */
export function cashierFailure(error: unknown, formFields: readonly string[]): CashierFailure {
  if (!isApiError(error)) return { kind: 'notice', key: 'generic' };
  if (error.type === 'UserNeedProfileDataException') return { kind: 'profile' };
  const notice = NOTICE_OF[error.type];
  const available = (error.data as { available_amount?: unknown } | null)?.available_amount;
  // The limit's remaining amount, when the platform says it, is part of the explanation.
  if (error.type === 'BillingDepositLimitExceededException' && typeof available === 'number') return { kind: 'notice', key: 'depositLimitExceededLeft', values: { available } };
  if (notice) return { kind: 'notice', key: notice };
  const gate = error.type === 'AccessDeniedException' ? ageGateOf(error.data) : null;
  if (gate) return { kind: 'age', gate };
  // a time-out or self-exclusion (AccessDenied reason excluded): only withdrawals are open
  if (error.type === 'AccessDeniedException' && (error.data as { reason?: unknown } | null)?.reason === 'excluded') return { kind: 'notice', key: 'excluded' };
  if (error.type === 'InvalidParameterException') {
    const { fields } = mapServerErrors(error.data, { formFields });
    if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
  }
  return { kind: 'notice', key: 'generic' };
}
