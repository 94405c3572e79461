import { STATUS_OF, type ErrorType } from './catalogue';
import type { ErrorData } from './api-error';

/**
 * What platform code throws to answer with an error envelope
 * `{ error: { type, error_data } }`; the status comes from the catalogue unless given.
 */
export class PlatformError extends Error {
  override readonly name = 'PlatformError';
  readonly type: ErrorType;
  readonly data: ErrorData;
  readonly status: number;

  constructor(type: ErrorType, data: ErrorData = null, options: { status?: number; message?: string } = {}) {
    super(options.message ?? type);
    this.type = type;
    this.data = data;
    this.status = options.status ?? STATUS_OF[type];
  }

  /** InvalidParameter with per-field codes: `invalidParameters({ login: ['required'] })`. */
  static invalidParameters(fields: Record<string, string[]>): PlatformError {
    return new PlatformError('InvalidParameterException', fields);
  }

  toEnvelope(): { error: { type: ErrorType; error_data: ErrorData } } {
    return { error: { type: this.type, error_data: this.data } };
  }
}

export function isPlatformError(value: unknown): value is PlatformError {
  return value instanceof PlatformError;
}
