import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, securityHeaders, withScriptNonce } from './security-headers';

// #15 finding 8: a nonce-based script policy on every page, HSTS over https, and the rest of the headers.
describe('security headers', () => {
  it('every answer: nosniff, a referrer policy, a permissions policy; HSTS only over https', () => {
    const plain = securityHeaders({ https: false });
    expect(plain).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
    expect(plain['Permissions-Policy']).toContain('camera=()');
    expect(plain).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders({ https: true })['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('scripts only with the nonce (and what they load), no framing outside the framed forms', () => {
    const nonce = createNonce();
    expect(nonce).not.toBe(createNonce());
    const page = contentSecurityPolicy({ nonce, pathname: '/promotions', frameAllowlist: 'partner.example' });
    expect(page).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic'`);
    expect(page).toContain("object-src 'none'");
    expect(page).toContain("frame-ancestors 'none'");
    expect(page).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy({ nonce, pathname: '/forms/sign_in', frameAllowlist: 'partner.example' })).toMatch(/frame-ancestors 'self' .*partner\.example/);
  });

  it("gives the CMS's custom code the page's nonce, never a second one, and keeps the nonce from breaking out of its attribute", () => {
    expect(withScriptNonce('<script>a()</script><SCRIPT src="/x.js"></SCRIPT><script nonce="n1">b()</script>', 'abc+/=')).toBe(
      '<script nonce="abc+/=">a()</script><script nonce="abc+/=" src="/x.js"></SCRIPT><script nonce="n1">b()</script>',
    );
    expect(withScriptNonce('<script>a()</script>', '"><img onerror=x>')).toBe('<script nonce="imgonerror=x">a()</script>');
    expect(withScriptNonce('<script>a()</script>', undefined)).toBe('<script>a()</script>');
  });
});
