import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { accountKeys } from '@/features/account';
import { api, ok, setupApiServer } from '@/tests/fixtures/msw';
import { SignOutButton } from './sign-out-button';

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/pt-BR/offers' }));
vi.mock('next-intl', async (original) => ({ ...(await original<typeof import('next-intl')>()), useLocale: () => 'pt-BR' }));

const server = setupApiServer();

describe('SignOutButton', () => {
  it('logs out, forgets the session and goes home in the current locale', async () => {
    let calls = 0;
    server.use(api.post('logout', () => (calls++, ok(1))));
    const { queryClient } = renderWithProviders(<SignOutButton />);
    queryClient.setQueryData(accountKeys.info(), { uid: 3 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/pt-BR'));
    expect(router.refresh).toHaveBeenCalled();
    expect(calls).toBe(1);
    expect(queryClient.getQueryState(accountKeys.info())?.isInvalidated).toBe(true);
  });
});
