import { describe, expect, it } from 'vitest';
import { decideNavigation } from './navigation';
import { hasDangerousProtocol, isInternalPath } from './safe-url';

const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  '\tjava\nscript:alert(1)',
  'java\u0000script:alert(1)',
  'jav\u200bascript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;&#x61;&#x76;&#x61;script:alert(1)',
  '&#0000106&#0000097vascript:alert(1)',
  'javascript&colon;alert(1)',
  'java&Tab;script:alert(1)',
  'javascript%3Aalert(1)',
  '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
  '%2526%2523106%253Bavascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://evil.example/uuid',
];

describe('hasDangerousProtocol', () => {
  it.each(HOSTILE)('refuses %j', (url) => expect(hasDangerousProtocol(url)).toBe(true));

  it.each(['/offers', 'https://example.com/javascript:x', '/search?q=javascript:', 'mailto:a@b.c', 'offers'])('allows %j', (url) =>
    expect(hasDangerousProtocol(url)).toBe(false),
  );
});

describe('isInternalPath', () => {
  it.each(['/offers', '/offers?x=1#y', '/'])('accepts %j', (url) => expect(isInternalPath(url)).toBe(true));
  it.each(['//evil.example', '/\\evil.example', '\\\\evil.example', '/\t/evil.example', '/%2F/evil.example', 'https://evil.example', 'offers', '/x\u0000'])(
    'refuses %j',
    (url) => expect(isInternalPath(url)).toBe(false),
  );
});

describe('decideNavigation', () => {
  const site = 'https://casino.example';

  it('navigates internally within the app', () => {
    expect(decideNavigation('/offers')).toEqual({ kind: 'internal', path: '/offers' });
    expect(decideNavigation('offers')).toEqual({ kind: 'internal', path: '/offers' });
    expect(decideNavigation('#top')).toEqual({ kind: 'internal', path: '#top' });
    expect(decideNavigation('https://casino.example/offers?x=1', { siteOrigin: site })).toEqual({ kind: 'internal', path: '/offers?x=1' });
  });

  it('needs the external flag for other sites', () => {
    expect(decideNavigation('https://partner.example/x')).toEqual({ kind: 'error', reason: 'external-without-flag' });
    expect(decideNavigation('//partner.example/x', { siteOrigin: site })).toEqual({ kind: 'error', reason: 'external-without-flag' });
    expect(decideNavigation('https://partner.example/x', { external: true })).toEqual({ kind: 'external', href: 'https://partner.example/x' });
  });

  it('treats userinfo on our host as external', () => {
    expect(decideNavigation('https://casino.example@evil.example/', { siteOrigin: site })).toEqual({ kind: 'error', reason: 'external-without-flag' });
    expect(decideNavigation('https://user:pw@casino.example/', { siteOrigin: site }).kind).toBe('error');
  });

  it.each(HOSTILE)('refuses %j even with the external flag', (url) => {
    expect(decideNavigation(url, { external: true })).toEqual({ kind: 'error', reason: 'dangerous-protocol' });
  });

  it('refuses unknown schemes', () => {
    expect(decideNavigation('ftp://x.example/', { external: true })).toEqual({ kind: 'error', reason: 'dangerous-protocol' });
    expect(decideNavigation('../../x')).toEqual({ kind: 'error', reason: 'invalid-url' });
  });
});
