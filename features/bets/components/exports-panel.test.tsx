import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, formOf, ok, setupApiServer } from '@/tests/fixtures/msw';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { ExportsPanel } from './exports-panel';

const server = setupApiServer();
const item = (id: number, status: 'pending' | 'ready' | 'failed') => ({
  id,
  status,
  created_at: '2026-11-20T10:00:00Z',
  completed_at: status === 'pending' ? null : '2026-11-20T10:00:05Z',
  row_count: status === 'ready' ? 12 : null,
  url: status === 'ready' ? `/games/history-exports/${id}.csv` : null,
});

describe('ExportsPanel', () => {
  it('requests an export with the chosen filters and polls until it can be downloaded', async () => {
    let list = [item(1, 'failed')];
    const sent: Record<string, string>[] = [];
    server.use(
      api.get('games/gethistoryexportrequest', () => ok(list)),
      api.post('games/createhistoryexportrequest', async ({ request }) => {
        sent.push(await formOf(request));
        list = [item(2, 'pending'), ...list];
        return ok(list[0]);
      }),
    );
    renderWithProviders(<ExportsPanel action="/profile/bets/exports" filters={{}} />);
    expect(await screen.findByText('Failed')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Mode'), 'demo');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Request export' }));
    expect(await screen.findByText('Preparing')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your export is being prepared…');
    expect(sent).toEqual([{ mode: 'demo', date_from: '2026-11-01' }]);

    list = [item(2, 'ready'), item(1, 'failed')];
    const link = await screen.findByRole('link', { name: /Download CSV/ }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/games/history-exports/2.csv');
    expect(screen.getByText(/12 rounds/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your latest export is ready to download.'));
  });

  it('says when there are no exports yet', async () => {
    server.use(api.get('games/gethistoryexportrequest', () => ok([])));
    renderWithProviders(<ExportsPanel action="/profile/bets/exports" filters={{}} />);
    expect(await screen.findByText('You have not requested any exports yet.')).toBeInTheDocument();
  });
});
