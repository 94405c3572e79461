import { describe, expect, it } from 'vitest';
import { ApiError, ERROR_TYPES, PlatformError, STATUS_OF, fatalOutcomeOf, isErrorType, typeForStatus } from '.';

describe('error catalogue', () => {
  it('lists the 29 SPEC §8 types, each ending in Exception, each with a status', () => {
    expect(ERROR_TYPES).toHaveLength(29);
    expect(new Set(ERROR_TYPES).size).toBe(29);
    for (const type of ERROR_TYPES) {
      expect(type).toMatch(/^[A-Z][A-Za-z]+Exception$/);
      expect(STATUS_OF[type]).toBeGreaterThanOrEqual(400);
    }
  });

  it('recognises catalogue names only', () => {
    expect(isErrorType('UserBannedException')).toBe(true);
    expect(isErrorType('UserBanned')).toBe(false);
    expect(isErrorType(42)).toBe(false);
  });

  it('guesses a type from a bare HTTP status', () => {
    expect(typeForStatus(401)).toBe('AuthorizationException');
    expect(typeForStatus(404)).toBe('MethodNotFoundException');
    expect(typeForStatus(503)).toBe('ApplicationUnavailableException');
    expect(typeForStatus(500)).toBe('InternalServerErrorException');
    expect(typeForStatus(418)).toBe('UnknownErrorException');
  });
});

describe('PlatformError', () => {
  it('takes its status from the catalogue and renders the envelope', () => {
    const error = PlatformError.invalidParameters({ login: ['required'] });
    expect(error.status).toBe(422);
    expect(error.toEnvelope()).toEqual({ error: { type: 'InvalidParameterException', error_data: { login: ['required'] } } });
    expect(new PlatformError('AccessDeniedException', null, { status: 418 }).status).toBe(418);
  });
});

describe('ApiError', () => {
  it('reads an envelope and exposes field codes', () => {
    const error = ApiError.fromEnvelope({ type: 'InvalidParameterException', error_data: { promo_code: ['invalid', 7] } }, 422);
    expect(error).toBeInstanceOf(Error);
    expect(error.fieldErrors()).toEqual({ promo_code: ['invalid'] });
    expect(error.status).toBe(422);
  });

  it('turns a type outside the catalogue into UnknownError, keeping its name', () => {
    const error = ApiError.fromEnvelope({ type: 'WeirdException', error_data: [1] }, 400);
    expect(error.type).toBe('UnknownErrorException');
    expect(error.message).toBe('WeirdException');
    expect(error.data).toBeNull();
    expect(error.fieldErrors()).toEqual({});
  });
});

describe('fatalOutcomeOf', () => {
  const api = (type: (typeof ERROR_TYPES)[number], status: number) => new ApiError(type, null, status);

  it('maps a banned user to the user-blocked page', () => {
    expect(fatalOutcomeOf(api('UserBannedException', 403))).toEqual({ status: 403, page: 'user-blocked' });
  });

  it('maps a disabled or unavailable application to maintenance', () => {
    expect(fatalOutcomeOf(api('ApplicationDisabledException', 503))).toEqual({ status: 503, page: 'maintenance' });
    expect(fatalOutcomeOf(api('ApplicationUnavailableException', 500))).toEqual({ status: 503, page: 'maintenance' });
  });

  it('maps any other 403 to forbidden', () => {
    expect(fatalOutcomeOf(api('AccessDeniedException', 403))).toEqual({ status: 403, page: 'forbidden' });
    expect(fatalOutcomeOf({ status: 403 })).toEqual({ status: 403, page: 'forbidden' });
  });

  it('falls back to not found for 404 and everything else', () => {
    expect(fatalOutcomeOf(api('MethodNotFoundException', 404))).toEqual({ status: 404, page: 'not-found' });
    expect(fatalOutcomeOf(api('InternalServerErrorException', 500))).toEqual({ status: 404, page: 'not-found' });
    expect(fatalOutcomeOf(new Error('boom'))).toEqual({ status: 404, page: 'not-found' });
    expect(fatalOutcomeOf(undefined)).toEqual({ status: 404, page: 'not-found' });
  });
});
