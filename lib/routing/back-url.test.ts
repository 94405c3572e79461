// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BACK_URL_PAY_SUCCESS_KEY, BACK_URL_SOCIAL_AUTH_KEY, hostAllowed, isSafeBackUrl, readBackUrl, safeBackUrl } from './back-url';

const policy = { siteOrigin: 'https://casino.example', allowlist: ['partner.example', '*.trusted.example'] };

describe('safeBackUrl', () => {
  it.each([
    ['/cashier/deposit', '/cashier/deposit'],
    ['/game/x?mode=real#top', '/game/x?mode=real#top'],
    ['https://casino.example/offers', 'https://casino.example/offers'],
    ['https://partner.example/return?id=1', 'https://partner.example/return?id=1'],
    ['https://pay.trusted.example/ok', 'https://pay.trusted.example/ok'],
    ['https://trusted.example/ok', 'https://trusted.example/ok'],
    ['  /offers  ', '/offers'],
  ])('accepts %j', (value, expected) => expect(safeBackUrl(value, policy)).toBe(expected));

  it.each([
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/%2F%2Fevil.example',
    'https:evil.example',
    'https:/evil.example',
    'https://evil.example',
    'http://casino.example.evil.example/',
    'https://evilcasino.example/',
    'https://casino.example@evil.example/',
    'https://casino.example:pw@evil.example/',
    'https://@evil.example/',
    'https://partner.example%40evil.example/',
    'https://partner.example\\@evil.example/',
    'https://xn--prtner-2ua.example/',
    'https://notpartner.example/',
    'ftp://partner.example/',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(document.domain)//https://casino.example',
    '&#106;avascript:alert(1)',
    'java%0ascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'file:///etc/passwd',
    'blob:https://casino.example/x',
    'evil.example',
    '',
    '/' + 'a'.repeat(3000),
  ])('refuses %j', (value) => expect(safeBackUrl(value, policy)).toBeNull());

  it('refuses absolute URLs on other origins of the site host (scheme/port)', () => {
    expect(safeBackUrl('http://casino.example/offers', policy)).toBeNull();
    expect(safeBackUrl('https://casino.example:8443/offers', policy)).toBeNull();
  });

  it('without a policy only same-site paths pass', () => {
    expect(isSafeBackUrl('/offers')).toBe(true);
    expect(isSafeBackUrl('https://casino.example/offers')).toBe(false);
    expect(isSafeBackUrl(null)).toBe(false);
  });

  it('reads it from a query string', () => {
    expect(readBackUrl('?backUrl=%2Fcashier', policy)).toBe('/cashier');
    expect(readBackUrl('?backUrl=%2F%2Fevil.example', policy)).toBeNull();
    expect(readBackUrl(new URLSearchParams({ backUrl: 'https://partner.example/' }), policy)).toBe('https://partner.example/');
  });
});

describe('hostAllowed', () => {
  it('matches exact hosts and wildcard subdomains only', () => {
    expect(hostAllowed('partner.example', ['partner.example'])).toBe(true);
    expect(hostAllowed('PARTNER.example.', ['partner.example'])).toBe(true);
    expect(hostAllowed('a.partner.example', ['partner.example'])).toBe(false);
    expect(hostAllowed('a.b.trusted.example', ['.trusted.example'])).toBe(true);
    expect(hostAllowed('eviltrusted.example', ['*.trusted.example'])).toBe(false);
    expect(hostAllowed('x', ['', ' '])).toBe(false);
  });
});

it('names the storage keys', () => {
  expect(BACK_URL_SOCIAL_AUTH_KEY).toBe('backUrl:social-auth');
  expect(BACK_URL_PAY_SUCCESS_KEY).toBe('backUrl:pay-success');
});
