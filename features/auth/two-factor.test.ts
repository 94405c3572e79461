import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/errors';
import { readRedirectUrl } from './config';
import { resendTimeOf, twoFactorCodeErrorOf, twoFactorErrorOf, twoFaMessageKey } from './two-factor';

const auth = (message: string, data: Record<string, unknown> | null = { message }) => new ApiError('AuthorizationException', data, 401, message);

describe('two-factor errors (SPEC §8)', () => {
  it('recognises the two-factor-required answer only on AuthorizationException', () => {
    expect(twoFactorErrorOf(auth('two_factor_auth is enable'))).toBe('required');
    expect(twoFactorErrorOf(new ApiError('InvalidParameterException', { message: 'two_factor_auth is enable' }))).toBeNull();
    expect(twoFactorErrorOf(new ApiError('AuthorizationException'))).toBeNull(); // a plain wrong password
    expect(twoFactorErrorOf(new Error('two_factor_auth is enable'))).toBeNull();
  });

  it.each([
    ['the code must contain 6 digits', 'digits-count', 'twoFaErrorCodeDigits'],
    ['Time expired', 'time-expired', 'twoFaErrorTimeExpired'],
    ['two_factor_auth: code is invalid', 'invalid-code', 'twoFaErrorInvalidCode'],
    ['Resend time is 12', 'resend-time', 'twoFaErrorSomethingWrong'],
    ['something else', 'other', 'twoFaErrorSomethingWrong'],
  ] as const)('"%s" → %s → %s', (message, code, key) => {
    expect(twoFactorCodeErrorOf(auth(message))).toBe(code);
    expect(twoFaMessageKey(code)).toBe(key);
  });

  it('reads the codes from error_data too (digits-count, time-expired, invalid-code)', () => {
    expect(twoFactorCodeErrorOf(new ApiError('InvalidParameterException', { code: ['invalid-code'] }))).toBe('invalid-code');
  });

  it('takes the resend time from error_data.resend_time, else the trailing number of a message', () => {
    expect(resendTimeOf(auth('two_factor_auth is enable', { resend_time: 30 }))).toBe(30);
    expect(resendTimeOf(auth('two_factor_auth is enable', { resend_time: '45' }))).toBe(45);
    expect(resendTimeOf(auth('Resend time is 17', null))).toBe(17);
    expect(resendTimeOf(auth('Time expired', null))).toBeNull();
  });
});

describe('readRedirectUrl', () => {
  it('keeps internal paths and refuses external, protocol-relative and script URLs', () => {
    expect(readRedirectUrl('redirectUrl=%2Fpt-BR%2Fcashier%2Fhistory%3Fpage%3D2')).toBe('/pt-BR/cashier/history?page=2');
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'cashier']) {
      expect(readRedirectUrl(new URLSearchParams({ redirectUrl: bad }))).toBeNull();
    }
    expect(readRedirectUrl('')).toBeNull();
  });
});
