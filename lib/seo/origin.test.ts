import { describe, expect, it } from 'vitest';
import { siteOrigin } from './origin';

const headers = (entries: Record<string, string>) => new Headers(entries);

describe('siteOrigin', () => {
  it('prefers SITE_URL without its trailing slash', () => {
    expect(siteOrigin('https://casino.example/', headers({ host: 'other' }))).toBe('https://casino.example');
  });
  it('uses the forwarded host and protocol behind a proxy', () => {
    expect(siteOrigin(undefined, headers({ host: 'localhost:3000', 'x-forwarded-host': 'casino.example', 'x-forwarded-proto': 'https' }))).toBe('https://casino.example');
  });
  it('uses http for loopback hosts and https elsewhere', () => {
    expect(siteOrigin(undefined, headers({ host: 'localhost:3000' }))).toBe('http://localhost:3000');
    expect(siteOrigin(undefined, headers({ host: 'casino.example' }))).toBe('https://casino.example');
  });
  it('falls back to localhost without headers', () => {
    expect(siteOrigin(undefined)).toBe('http://localhost:3000');
  });
});
