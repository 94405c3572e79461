import { describe, expect, it } from 'vitest';
import { frameAncestorSources, framePolicyHeaders, isFrameablePath } from './frame-policy';

describe('frame policy', () => {
  it('lets only the standalone forms be framed', () => {
    expect(isFrameablePath('/forms/sign_in')).toBe(true);
    expect(isFrameablePath('/forms/sign_up/')).toBe(true);
    expect(isFrameablePath('/forms')).toBe(false);
    expect(isFrameablePath('/cashier/deposit')).toBe(false);
  });

  it('answers DENY and frame-ancestors none everywhere else', () => {
    expect(framePolicyHeaders('/', 'partner.example')).toEqual({ 'Content-Security-Policy': "frame-ancestors 'none'", 'X-Frame-Options': 'DENY' });
  });

  it('lists the allow-listed partners for the forms, dropping entries that could inject', () => {
    expect(framePolicyHeaders('/forms/sign_up', 'http://partner.example, *.partner.com ,https://a.example:8443/')).toEqual({
      'Content-Security-Policy': "frame-ancestors 'self' http://partner.example *.partner.com https://a.example:8443",
    });
    expect(frameAncestorSources(["evil.example; script-src *", "'unsafe-inline'", 'https://x.example/path', 'ok.example'])).toEqual(['ok.example']);
    expect(framePolicyHeaders('/forms/sign_in', '')).toEqual({ 'Content-Security-Policy': "frame-ancestors 'self'" });
  });
});
