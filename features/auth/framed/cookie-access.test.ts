import { describe, expect, it, vi } from 'vitest';
import { checkCookieAccess, requestCookieAccess } from './cookie-access';

/** A document whose cookie jar keeps nothing (blocked) or keeps what is written. */
function fakeDocument(opts: { keeps: boolean; hasAccess?: boolean; grant?: boolean; api?: boolean }) {
  let jar = '';
  const doc = {
    get cookie() {
      return jar;
    },
    set cookie(value: string) {
      if (opts.keeps) jar = value.includes('Max-Age=0') ? '' : value.split(';')[0]!;
    },
    ...(opts.api === false
      ? {}
      : {
          hasStorageAccess: vi.fn(async () => opts.hasAccess ?? false),
          requestStorageAccess: vi.fn(async () => {
            if (!opts.grant) throw new Error('denied');
          }),
        }),
  };
  return doc as unknown as Document & { requestStorageAccess?: () => Promise<void> };
}

describe('framed form cookie access', () => {
  it('needs nothing where the frame keeps its (partitioned) cookie', async () => {
    await expect(checkCookieAccess(fakeDocument({ keeps: true }))).resolves.toBe('ok');
  });

  it('asks for storage access where cookies are blocked and the API exists', async () => {
    await expect(checkCookieAccess(fakeDocument({ keeps: false }))).resolves.toBe('needs-access');
    await expect(checkCookieAccess(fakeDocument({ keeps: false, hasAccess: true }))).resolves.toBe('ok');
    await expect(requestCookieAccess(fakeDocument({ keeps: false, grant: true }))).resolves.toBe(true);
    await expect(requestCookieAccess(fakeDocument({ keeps: false, grant: false }))).resolves.toBe(false);
  });

  it('falls back to a sign-in window where there is no Storage Access API', async () => {
    await expect(checkCookieAccess(fakeDocument({ keeps: false, api: false }))).resolves.toBe('blocked');
    await expect(requestCookieAccess(fakeDocument({ keeps: false, api: false }))).resolves.toBe(false);
  });
});
