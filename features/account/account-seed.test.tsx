import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { AccountSeed } from './account-seed';
import { accountKeys, useAccount, type Account } from './api';

const player = (login: string) => ({ uid: 7, login, is_registration_completed: true }) as unknown as Account;

function Login() {
  const { data, isFetching } = useAccount();
  return <p>{`${data?.login ?? 'none'}${isFetching ? ' (fetching)' : ''}`}</p>;
}

describe('AccountSeed', () => {
  it('gives the components after it the server’s account at once: no getInfo from the browser', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } })}>
        <AccountSeed account={player('server@example.com')} />
        <Login />
      </QueryClientProvider>,
    );
    expect(screen.getByText('server@example.com')).toBeInTheDocument();
    await Promise.resolve();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('keeps the account a cache already holds (a newer answer than the seed)', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    client.setQueryData(accountKeys.info(), player('newer@example.com'));
    render(
      <QueryClientProvider client={client}>
        <AccountSeed account={player('older@example.com')} />
        <Login />
      </QueryClientProvider>,
    );
    expect(screen.getByText('newer@example.com')).toBeInTheDocument();
  });
});
