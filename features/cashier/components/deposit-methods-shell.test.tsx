import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { api, failure, ok, setupApiServer } from '../testing/msw';
import { DepositMethodsShell } from './deposit-methods-shell';

let pathname = '/cashier/deposit';
vi.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => ({ push: vi.fn() }) }));

const server = setupApiServer();
const labels = { empty: 'No methods for you', failed: 'Methods not loaded' };
const card = { id: 1, sysname: 'demo_card', name: 'Card', description: 'Visa', min: 10, max: 5000 };
const player = (regTime: string) => ({ uid: 5, login: 'p5', reg_time: regTime, balance_main: { amount: 0, currency: 'EUR' } });

describe('DepositMethodsShell (a player shell’s deposit list)', () => {
  it('holds the list’s place, then lists the player’s methods (links to their pages) in the player’s currency and the registration hint', async () => {
    pathname = '/cashier/deposit';
    server.use(
      api.get('getInfo', () => ok(player(new Date(Date.now() - 10 * 60_000).toISOString()))),
      api.get('getdepositsettings', () => ok([card])),
      api.get('gethistory', () => ok({ items: [], count: 0 })),
    );
    const { container } = renderWithProviders(<DepositMethodsShell display="sysname" regHint labels={labels} />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    const link = await screen.findByRole('link', { name: /Card/ });
    expect(link).toHaveAttribute('href', '/cashier/deposit/demo_card');
    expect(link).toHaveTextContent(/€10(\.00)? – €5,000/);
    await waitFor(() => expect(screen.getByText(/first deposit in the next 1[01][0-9] minutes/)).toBeInTheDocument());
  });

  it('says so when the player has no methods, and when they could not be read', async () => {
    pathname = '/cashier/deposit';
    server.use(api.get('getInfo', () => ok(player('2020-01-01T00:00:00Z'))), api.get('getdepositsettings', () => ok([])));
    const first = renderWithProviders(<DepositMethodsShell display="sysname" regHint={false} labels={labels} />);
    expect(await screen.findByText('No methods for you')).toBeInTheDocument();
    first.unmount();
    server.use(api.get('getdepositsettings', () => failure('UnknownErrorException', null, 'down', 500)));
    renderWithProviders(<DepositMethodsShell display="sysname" regHint={false} labels={labels} />);
    expect(await screen.findByText('Methods not loaded')).toBeInTheDocument();
  });
});
