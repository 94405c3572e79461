import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/errors';

// next/navigation's interrupts throw; here they throw recognisable markers.
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NOT_FOUND');
  },
  forbidden: () => {
    throw new Error('FORBIDDEN');
  },
  redirect: (to: string) => {
    throw new Error(`REDIRECT ${to}`);
  },
  unstable_rethrow: (error: unknown) => {
    if (error instanceof Error && /^(NOT_FOUND|FORBIDDEN|REDIRECT)/.test(error.message)) throw error;
  },
}));
vi.mock('./locale-href', async () => {
  const { localizePath } = await import('@/lib/routing');
  return { localeHref: async (path: string) => localizePath(path, 'pt-BR', 'en-US') };
});

const { FatalPageError, optional, raiseFatal, required, requiredSignedIn } = await import('./fatal');

const fail = (type: ConstructorParameters<typeof ApiError>[0], status = 400) => Promise.reject(new ApiError(type, null, status));

describe('raiseFatal (SPEC §8)', () => {
  beforeEach(() => vi.unstubAllEnvs());

  it('turns a banned user into the user-blocked page, 403', () => {
    expect(() => raiseFatal(new ApiError('UserBannedException', null, 403))).toThrow(FatalPageError);
    try {
      raiseFatal(new ApiError('UserBannedException', null, 403));
    } catch (error) {
      expect((error as InstanceType<typeof FatalPageError>).outcome).toEqual({ page: 'user-blocked', status: 403 });
    }
  });

  it('turns a disabled application into maintenance, 503', async () => {
    await expect(required(fail('ApplicationDisabledException', 503))).rejects.toMatchObject({ outcome: { page: 'maintenance', status: 503 } });
  });

  it('uses forbidden() for a 403 when auth interrupts are on, the fatal page otherwise', () => {
    vi.stubEnv('__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS', 'true');
    expect(() => raiseFatal(new ApiError('AccessDeniedException', null, 403))).toThrow('FORBIDDEN');
    vi.stubEnv('__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS', '');
    expect(() => raiseFatal(new ApiError('AccessDeniedException', null, 403))).toThrow(FatalPageError);
  });

  it('falls back to not found for anything else', async () => {
    await expect(required(fail('InvalidParameterException'))).rejects.toThrow('NOT_FOUND');
    await expect(required(Promise.reject(new Error('boom')))).rejects.toThrow('NOT_FOUND');
  });

  it('lets Next interrupts through untouched', () => {
    expect(() => raiseFatal(new Error('REDIRECT /x'))).toThrow('REDIRECT /x');
  });
});

describe('optional', () => {
  it('replaces an ordinary failure by the fallback', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(optional(fail('InternalServerErrorException', 500), [])).resolves.toEqual([]);
  });
  it('still stops the page for maintenance and a blocked user', async () => {
    await expect(optional(fail('ApplicationUnavailableException', 503), [])).rejects.toBeInstanceOf(FatalPageError);
    await expect(optional(fail('UserBannedException', 403), [])).rejects.toBeInstanceOf(FatalPageError);
  });
});

describe('requiredSignedIn', () => {
  it('sends a rejected session home with redirectUrl', async () => {
    await expect(requiredSignedIn(fail('AuthorizationException', 401), '/cashier/deposit')).rejects.toThrow(
      'REDIRECT /pt-BR?redirectUrl=%2Fpt-BR%2Fcashier%2Fdeposit',
    );
  });
});
