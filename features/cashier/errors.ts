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
  | { kind: 'notice'; key: string; values?: Record<string, number> };

/** What a cashier form does with a failed makedeposit / makewithdrawal (SPEC §8). */
export function cashierFailure(error: unknown, formFields: readonly string[]): CashierFailure {
  if (!isApiError(error)) return { kind: 'notice', key: 'generic' };
  if (error.type === 'UserNeedProfileDataException') return { kind: 'profile' };
  const notice = NOTICE_OF[error.type];
  const available = (error.data as { available_amount?: unknown } | null)?.available_amount;
  // The limit's remaining amount, when the platform says it, is part of the explanation.
  if (error.type === 'BillingDepositLimitExceededException' && typeof available === 'number') return { kind: 'notice', key: 'depositLimitExceededLeft', values: { available } };
  if (notice) return { kind: 'notice', key: notice };
  // a time-out or self-exclusion (AccessDenied reason excluded): only withdrawals are open
  if (error.type === 'AccessDeniedException' && (error.data as { reason?: unknown } | null)?.reason === 'excluded') return { kind: 'notice', key: 'excluded' };
  if (error.type === 'InvalidParameterException') {
    const { fields } = mapServerErrors(error.data, { formFields });
    if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
  }
  return { kind: 'notice', key: 'generic' };
}
