/** SPEC §8: every error type a platform may answer with, in the order the spec lists them. */
export const ERROR_TYPES = [
  'UnknownErrorException',
  'ApplicationDisabledException',
  'MethodNotFoundException',
  'AuthorizationException',
  'InvalidRequestException',
  'InternalServerErrorException',
  'AccessDeniedException',
  'UserDeletedException',
  'UserBannedException',
  'UserNeedDepositException',
  'UserNeedProfileDataException',
  'UserNeedConfirmContactException',
  'ApplicationUnavailableException',
  'InvalidParameterException',
  'TooManyRequestsException',
  'BillingServiceErrorException',
  'BillingTransactionDeclinedException',
  'BillingUnavailableException',
  'BillingDepositLimitExceededException',
  'WithdrawalDeclinedException',
  'WithdrawalLimitsExceededException',
  'WithdrawalLimitsPeriodExceededException',
  'KycUserProfileException',
  'KycWithdrawalException',
  'StorageQuotaExceededException',
  'SumsubVerificationRequiredException',
  'RequisitesOnVerificationException',
  'RequisitesValidationRequiredException',
  'RequisitesFraudulentException',
] as const;

export type ErrorType = (typeof ERROR_TYPES)[number];

const known = new Set<string>(ERROR_TYPES);

export function isErrorType(value: unknown): value is ErrorType {
  return typeof value === 'string' && known.has(value);
}

/**
 * HTTP status the platform answers each type with. Access problems are 401/403, outages 503,
 * input problems 400/422, business rules a player can act on 402/422, our own faults 500.
 */
export const STATUS_OF: Readonly<Record<ErrorType, number>> = {
  UnknownErrorException: 500,
  ApplicationDisabledException: 503,
  MethodNotFoundException: 404,
  AuthorizationException: 401,
  InvalidRequestException: 400,
  InternalServerErrorException: 500,
  AccessDeniedException: 403,
  UserDeletedException: 403,
  UserBannedException: 403,
  UserNeedDepositException: 402,
  UserNeedProfileDataException: 422,
  UserNeedConfirmContactException: 422,
  ApplicationUnavailableException: 503,
  InvalidParameterException: 422,
  TooManyRequestsException: 429,
  BillingServiceErrorException: 502,
  BillingTransactionDeclinedException: 402,
  BillingUnavailableException: 503,
  BillingDepositLimitExceededException: 422,
  WithdrawalDeclinedException: 422,
  WithdrawalLimitsExceededException: 422,
  WithdrawalLimitsPeriodExceededException: 422,
  KycUserProfileException: 422,
  KycWithdrawalException: 422,
  StorageQuotaExceededException: 422,
  SumsubVerificationRequiredException: 422,
  RequisitesOnVerificationException: 422,
  RequisitesValidationRequiredException: 422,
  RequisitesFraudulentException: 422,
};

/** Best guess of a type for an HTTP failure that came without an error envelope. */
export function typeForStatus(status: number): ErrorType {
  if (status === 401) return 'AuthorizationException';
  if (status === 403) return 'AccessDeniedException';
  if (status === 404) return 'MethodNotFoundException';
  if (status === 400 || status === 413 || status === 415) return 'InvalidRequestException';
  if (status === 429) return 'TooManyRequestsException';
  if (status === 502 || status === 503 || status === 504) return 'ApplicationUnavailableException';
  if (status >= 500) return 'InternalServerErrorException';
  return 'UnknownErrorException';
}
