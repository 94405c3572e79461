import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noopAnalytics, setAnalytics } from '@/lib/analytics';
import { api, failure, ok, setupApiServer } from '@/tests/fixtures/msw';
import { makeTestQueryClient } from '@/tests/fixtures/render-with-providers';
import { useLogin, useLogout, useRegister } from './api';

const server = setupApiServer();
const account = { uid: 5, login: 'new@example.com' };
const sink = { track: vi.fn(), identify: vi.fn(), anonymise: vi.fn() };

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={makeTestQueryClient()}>{children}</QueryClientProvider>;
}

const settle = (run: () => Promise<unknown>) => act(() => run().catch(() => undefined));

describe('auth analytics (§8)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    setAnalytics(sink);
    server.use(api.get('getInfo', () => ok(account)));
  });
  afterEach(() => setAnalytics(noopAnalytics));

  it('login: identifies the user and sends login', async () => {
    server.use(api.post('login', () => ok({ status: 1, payload: account, locale: 'en-US' })));
    const { result } = renderHook(() => useLogin(), { wrapper });
    await settle(() => result.current.mutateAsync({ login: 'a@b.c', password: 'secret' }));
    expect(sink.identify).toHaveBeenCalledWith(5);
    expect(sink.track).toHaveBeenCalledWith('login', { uid: 5 });
  });

  it('login failure: error-login with the error code', async () => {
    server.use(api.post('login', () => failure('AuthorizationException', null, 'Wrong login or password', 401)));
    const { result } = renderHook(() => useLogin(), { wrapper });
    await settle(() => result.current.mutateAsync({ login: 'a@b.c', password: 'wrong' }));
    expect(sink.track).toHaveBeenCalledWith('error-login', { code: 'AuthorizationException' });
    expect(sink.identify).not.toHaveBeenCalled();
  });

  it('a two-factor answer is not a login failure', async () => {
    server.use(api.post('login', () => failure('AuthorizationException', { resend_time: 60 }, 'two_factor_auth is enable', 401)));
    const { result } = renderHook(() => useLogin(), { wrapper });
    await settle(() => result.current.mutateAsync({ login: 'a@b.c', password: 'secret' }));
    expect(sink.track).not.toHaveBeenCalled();
  });

  it('registration: identifies the user and sends sign-up', async () => {
    server.use(api.post('register', () => ok({ status: 1, user: account, payload: account, locale: 'en-US' })));
    const { result } = renderHook(() => useRegister(), { wrapper });
    await settle(() => result.current.mutateAsync({ email: 'new@example.com', password: 'secret1A' }));
    expect(sink.identify).toHaveBeenCalledWith(5);
    expect(sink.track).toHaveBeenCalledWith('sign-up', { uid: 5 });
  });

  it('registration failure: error-sign-up with the error code', async () => {
    server.use(api.post('register', () => failure('InvalidParameterException', { login: ['already_exists'] })));
    const { result } = renderHook(() => useRegister(), { wrapper });
    await settle(() => result.current.mutateAsync({ email: 'new@example.com', password: 'secret1A' }));
    expect(sink.track).toHaveBeenCalledWith('error-sign-up', { code: 'InvalidParameterException' });
  });

  it('logout: anonymises', async () => {
    server.use(api.post('logout', () => ok(1)));
    const { result } = renderHook(() => useLogout(), { wrapper });
    await settle(() => result.current.mutateAsync());
    expect(sink.anonymise).toHaveBeenCalled();
  });
});
