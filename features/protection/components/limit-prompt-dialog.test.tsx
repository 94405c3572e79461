import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogHost, useDialogStore } from '@/features/shell';
import type { Api } from '@/lib/api';
import { ApiError } from '@/lib/errors';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { LIMIT_PROMPT_DIALOG_ID, queueLimitPrompt } from '../limit-prompt';
import { LimitPromptDialog } from './limit-prompt-dialog';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api', async (original) => ({ ...(await original<typeof import('@/lib/api')>()), browserApi: { call }, lazyBrowserApi: { call } }));

const handle = (preventClose = false) => ({ id: LIMIT_PROMPT_DIALOG_ID, type: 'popup' as const, preventClose, close: vi.fn(async () => true) });

afterEach(() => {
  call.mockReset();
  useDialogStore.setState({ stack: [], queued: [], holds: [] });
});

describe('LimitPromptDialog', () => {
  it('sets the deposit limit the player chose, then closes', async () => {
    call.mockResolvedValue({ limits: [] });
    const dialog = handle();
    renderWithProviders(<LimitPromptDialog dialog={dialog} currency="USD" mandatory={false} monthlyCapEur={null} />);
    expect(screen.getByRole('dialog', { name: 'Set a deposit limit' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Set the limit' }));
    expect(screen.getByLabelText('Amount (USD)')).toHaveAccessibleDescription('Field is required');
    expect(call).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Amount (USD)'), '200');
    await user.selectOptions(screen.getByLabelText('Period'), '7');
    await user.click(screen.getByRole('button', { name: 'Set the limit' }));
    expect(call).toHaveBeenCalledWith('protection/setLimit', { kind: 'deposit', limit_amount: '200', period: '7' });
    expect(dialog.close).toHaveBeenCalledWith({ force: true });
  });

  it('can be declined where the pack allows it; DE asks for a monthly limit with no way out and explains the cap', async () => {
    call.mockResolvedValue(1);
    const dialog = handle();
    const { unmount } = renderWithProviders(<LimitPromptDialog dialog={dialog} currency="USD" mandatory={false} monthlyCapEur={null} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not now' }));
    expect(call).toHaveBeenCalledWith('protection/answerLimitPrompt', {});
    expect(dialog.close).toHaveBeenCalled();
    unmount();

    call.mockRejectedValue(new ApiError('InvalidParameterException', { limit_amount: ['maxValue'] }));
    renderWithProviders(<LimitPromptDialog dialog={handle(true)} currency="EUR" mandatory monthlyCapEur={1000} />);
    expect(screen.getByRole('dialog', { name: 'Set a deposit limit' })).toHaveAccessibleDescription(/at most 1000 EUR/);
    expect(screen.queryByRole('button', { name: 'Not now' })).toBeNull();
    expect(screen.queryByLabelText('Period')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (EUR)'), '5000');
    await user.click(screen.getByRole('button', { name: 'Set the limit' }));
    expect(call).toHaveBeenLastCalledWith('protection/setLimit', { kind: 'deposit', limit_amount: '5000', period: '30' });
    expect(await screen.findByText('The monthly limit can be at most 1000 EUR')).toBeInTheDocument();
  });
});

describe('queueLimitPrompt', () => {
  // the packs' prompt settings (platform/services/protection/packs.ts)
  const PACKS = {
    none: { limit_prompt: 'first_deposit', monthly_deposit_cap: null },
    UK: { limit_prompt: 'registration', monthly_deposit_cap: null },
    DE: { limit_prompt: 'registration', monthly_deposit_cap: 1000 },
  } as const;
  const status = (pack: keyof typeof PACKS, prompt = true) => ({ pack: PACKS[pack], limit_prompt: prompt, limits: [{ kind: 'deposit', currency: 'EUR' }] });
  const api = (answer: unknown) => ({ call: vi.fn(async () => answer) }) as unknown as Api;

  it('queues the prompt at sign-up for the UK and DE packs only (DE: mandatory), and not once answered', async () => {
    await queueLimitPrompt('registration', api(status('none')));
    await queueLimitPrompt('registration', api(status('UK', false)));
    expect(useDialogStore.getState().stack).toEqual([]);
    await queueLimitPrompt('registration', api(status('DE')));
    expect(useDialogStore.getState().stack).toMatchObject([{ id: LIMIT_PROMPT_DIALOG_ID, preventClose: true, props: { currency: 'EUR', mandatory: true, monthlyCapEur: 1000 } }]);
  });

  it('opened by itself on the deposit page, gives the focus to the main content when answered, not to the body', async () => {
    await queueLimitPrompt('first_deposit', api(status('none')));
    call.mockResolvedValue(1);
    renderWithProviders(
      <main id="main-content" tabIndex={-1}>
        <DialogHost />
      </main>,
    );
    const prompt = await screen.findByRole('dialog', { name: 'Set a deposit limit' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(prompt).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('stays silent when the status cannot be read', async () => {
    await queueLimitPrompt('registration', { call: vi.fn(async () => Promise.reject(new Error('offline'))) } as unknown as Api);
    expect(useDialogStore.getState().stack).toEqual([]);
  });
});
