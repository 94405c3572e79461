// The SPEC §8 error catalogue, the typed errors of client and platform, and their handling.
export { ERROR_TYPES, STATUS_OF, isErrorType, typeForStatus, type ErrorType } from './catalogue';
export { ApiError, isApiError, type ErrorData } from './api-error';
export { PlatformError, isPlatformError } from './platform-error';
export { fatalOutcomeOf, type FatalOutcome, type FatalPage } from './fatal-outcome';
export { promoErrorCode } from './promo-code-error';
