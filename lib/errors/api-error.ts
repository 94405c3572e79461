import { isErrorType, type ErrorType } from './catalogue';

/** `error_data` of an envelope: per-field codes for InvalidParameter, free-form otherwise. */
export type ErrorData = Record<string, unknown> | null;

/** What `lib/api` throws for every failed call, and only that. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly type: ErrorType;
  readonly data: ErrorData;
  /** HTTP status; 0 when the request never got an answer (network failure, abort). */
  readonly status: number;

  constructor(type: ErrorType, data: ErrorData = null, status = 0, message?: string) {
    super(message ?? type);
    this.type = type;
    this.data = data;
    this.status = status;
  }

  /** Field codes of an InvalidParameter error (`{ promo_code: ['invalid'] }`), else `{}`. */
  fieldErrors(): Record<string, string[]> {
    if (this.type !== 'InvalidParameterException' || !this.data) return {};
    const out: Record<string, string[]> = {};
    for (const [field, codes] of Object.entries(this.data)) {
      const list = Array.isArray(codes) ? codes : [codes];
      out[field] = list.filter((c): c is string => typeof c === 'string');
    }
    return out;
  }

  /**
   * Builds from a platform envelope `{ type, error_data }`. A type outside the catalogue becomes
   * UnknownError and keeps its name as the message.
   */
  static fromEnvelope(envelope: { type?: unknown; error_data?: unknown; message?: unknown }, status: number): ApiError {
    const type = isErrorType(envelope.type) ? envelope.type : 'UnknownErrorException';
    const raw = envelope.error_data;
    const data = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
    const message = typeof envelope.message === 'string' ? envelope.message : String(envelope.type ?? type);
    return new ApiError(type, data, status, message);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
