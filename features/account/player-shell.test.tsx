import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ok, setupApiServer } from '@/tests/fixtures/msw';
import { accountKeys } from './api';
import { AccountLogin, ShellAccountCheck, useAccountUid } from './player-shell';

const server = setupApiServer();
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
const reload = vi.fn();

afterEach(() => reload.mockReset());

function Uid({ known }: { known?: number }) {
  return <p>uid {useAccountUid(known)}</p>;
}

describe('player shell parts', () => {
  it('useAccountUid takes the layout’s uid without asking, else the browser’s account', async () => {
    const calls = vi.fn();
    server.use(api.get('getInfo', () => (calls(), ok({ uid: 42, login: 'p42' }))));
    const known = render(
      <QueryClientProvider client={client()}>
        <Uid known={0} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('uid 0')).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(calls).not.toHaveBeenCalled();
    known.unmount();
    render(
      <QueryClientProvider client={client()}>
        <Uid />
        <AccountLogin />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('uid 42')).toBeInTheDocument();
    expect(screen.getByText('p42')).toBeInTheDocument();
  });

  it('ShellAccountCheck loads the page again when the first account it gets is a guest’s (the session ended meanwhile)', async () => {
    vi.stubGlobal('location', { ...window.location, reload });
    server.use(api.get('getInfo', () => ok({ uid: 0, login: '' })));
    render(
      <QueryClientProvider client={client()}>
        <ShellAccountCheck />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    vi.unstubAllGlobals();
  });

  it('ShellAccountCheck leaves a later sign-out to the sign-out', async () => {
    vi.stubGlobal('location', { ...window.location, reload });
    const queryClient = client();
    queryClient.setQueryData(accountKeys.info(), { uid: 9, login: 'p9' });
    render(
      <QueryClientProvider client={queryClient}>
        <ShellAccountCheck />
      </QueryClientProvider>,
    );
    act(() => queryClient.setQueryData(accountKeys.info(), { uid: 0, login: '' }));
    await act(() => Promise.resolve());
    expect(reload).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
