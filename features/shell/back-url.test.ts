// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BACK_URL_PAY_SUCCESS_KEY, BACK_URL_SOCIAL_AUTH_KEY } from '@/lib/routing';
import { backUrlKeyFor, captureBackUrl, takeBackUrl } from './back-url';

const allowlist = ['partner.example'];
const at = (path: string, backUrl: string) => new URL(`https://casino.test${path}?backUrl=${encodeURIComponent(backUrl)}`);

describe('backUrl', () => {
  it('keeps cashier returns under the pay-success key and others under the social-auth key', () => {
    expect(backUrlKeyFor('/cashier/deposit')).toBe(BACK_URL_PAY_SUCCESS_KEY);
    expect(backUrlKeyFor('/pt-BR/cashier')).toBe(BACK_URL_PAY_SUCCESS_KEY);
    expect(backUrlKeyFor('/gamehall')).toBe(BACK_URL_SOCIAL_AUTH_KEY);
  });

  it('stores safe targets and refuses open redirects', () => {
    captureBackUrl(at('/cashier/deposit', 'https://partner.example/done'), allowlist, localStorage);
    expect(localStorage.getItem(BACK_URL_PAY_SUCCESS_KEY)).toBe('https://partner.example/done');
    for (const evil of ['https://evil.example/', '//evil.example', 'javascript:alert(1)', 'https://partner.example@evil.example/']) {
      expect(captureBackUrl(at('/', evil), allowlist, localStorage)).toBeNull();
    }
    expect(localStorage.getItem(BACK_URL_SOCIAL_AUTH_KEY)).toBeNull();
  });

  it('is taken once, and re-checked when followed', () => {
    localStorage.setItem(BACK_URL_SOCIAL_AUTH_KEY, '/promotions');
    expect(takeBackUrl(BACK_URL_SOCIAL_AUTH_KEY, 'https://casino.test', allowlist, localStorage)).toBe('/promotions');
    expect(takeBackUrl(BACK_URL_SOCIAL_AUTH_KEY, 'https://casino.test', allowlist, localStorage)).toBeNull();
    localStorage.setItem(BACK_URL_SOCIAL_AUTH_KEY, 'https://evil.example/');
    expect(takeBackUrl(BACK_URL_SOCIAL_AUTH_KEY, 'https://casino.test', allowlist, localStorage)).toBeNull();
  });
});
