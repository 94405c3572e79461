import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BonusDialogs, BURN_BONUSES_DIALOG_ID } from '@/features/bonuses';
import { DialogHost, hasDialog, useDialogStore, useToastStore } from '@/features/shell';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { api, failure, formOf, ok, setupApiServer } from '../testing/msw';
import { PendingWithdrawals } from './pending-withdrawals';
import { WithdrawForm, type WithdrawMethod } from './withdraw-form';

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/cashier/withdraw', useSearchParams: () => new URLSearchParams() }));

const server = setupApiServer();

const METHODS: WithdrawMethod[] = [
  {
    sysname: 'demo_card',
    name: 'Card',
    rules: { min: 20, max: 5000 },
    requisites: [
      { name: 'card_number', kind: 'card', required: true },
      { name: 'card_holder', kind: 'card_holder', required: true },
    ],
  },
  { sysname: 'demo_bank', name: 'Bank transfer', rules: { min: 50, max: 10000 }, requisites: [{ name: 'iban', kind: 'iban', required: true }] },
];

const pending = { id: 7, type: 'withdrawal', method: 'demo_card', amount: { amount: 1500, currency: 'USD' }, status: 'pending', created_at: '2026-01-01T00:00:00Z', can_cancel: true };

beforeEach(() => {
  vi.clearAllMocks();
  useToastStore.setState({ toasts: [] });
});

function renderForm() {
  renderWithProviders(<WithdrawForm methods={METHODS} currency="USD" />);
  return userEvent.setup();
}

/** A valid card withdrawal of $50, submitted. */
async function submitCardWithdrawal(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Amount (USD)'), '50');
  await user.type(screen.getByLabelText('Card number'), '4111111111111111');
  await user.type(screen.getByLabelText('Card holder'), 'Jane Doe');
  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
}

/** The withdraw form with the bonus dialogs and their host, once the burn-bonuses confirm is registered. */
async function renderWithBurnConfirm() {
  renderWithProviders(
    <>
      <WithdrawForm methods={METHODS} currency="USD" />
      <BonusDialogs locales={['en-US']} />
      <DialogHost />
    </>,
  );
  await waitFor(() => expect(hasDialog(BURN_BONUSES_DIALOG_ID)).toBe(true));
}

describe('WithdrawForm', () => {
  it('checks the card number (card-like identifier) and the card holder', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Amount (USD)'), '50');
    await user.type(screen.getByLabelText('Card number'), '4111111111111112');
    await user.type(screen.getByLabelText('Card holder'), 'J4ne');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Field Card number'));
    expect(screen.getByLabelText('Card holder')).toHaveAccessibleDescription('Invalid value');
  });

  it('says every empty field, the amount too, is required (SPEC §5 default message)', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.getByLabelText('Amount (USD)')).toHaveAccessibleDescription(/Field is required/));
    expect(screen.getByLabelText('Amount (USD)')).not.toHaveAccessibleDescription(/Invalid value/);
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(/Field is required/);
    expect(screen.getByLabelText('Card holder')).toHaveAccessibleDescription(/Field is required/);
  });

  it('asks for an IBAN for a bank transfer and sends the requisites as JSON', async () => {
    let body: Record<string, string> = {};
    server.use(api.post('makewithdrawal', async ({ request }) => ((body = await formOf(request)), ok({ status: 'pending', transaction: '9' }))));
    server.use(api.get('gethistory', () => ok({ items: [], count: 0 })));
    const user = renderForm();
    await user.selectOptions(screen.getByLabelText('Payment method'), 'demo_bank');
    await user.type(screen.getByLabelText('Amount (USD)'), '60');
    await user.type(screen.getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 01');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.getByLabelText('IBAN')).toHaveAccessibleDescription('Wrong iban'));
    await user.clear(screen.getByLabelText('IBAN'));
    await user.type(screen.getByLabelText('IBAN'), 'DE89370400440532013000');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your withdrawal request has been received.');
    expect(body).toMatchObject({ method: 'demo_bank', amount: '60', requisites: JSON.stringify({ iban: 'DE89370400440532013000' }) });
  });

  it.each([
    ['KycWithdrawalException', /verify your identity/],
    ['WithdrawalLimitsExceededException', /above your withdrawal limit/],
    ['WithdrawalLimitsPeriodExceededException', /withdrawal limit for this period/],
  ])('explains %s in place', async (type, text) => {
    server.use(api.post('makewithdrawal', () => failure(type, null, undefined, 422)));
    const user = renderForm();
    await submitCardWithdrawal(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('says under the method or the card why the platform will not send the money there', async () => {
    const refusals = [{ method: ['method_not_deposited'] }, { card_number: ['card_not_deposited'] }];
    server.use(api.post('makewithdrawal', () => failure('InvalidParameterException', refusals.shift() ?? null, undefined, 422)));
    const user = renderForm();
    await submitCardWithdrawal(user);
    const select = screen.getByLabelText('Payment method');
    await waitFor(() => expect(select).toHaveAccessibleDescription('Withdrawals go back to a method you have deposited with. Deposit with this method first, or choose one you have used.'));
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // sent again: the method passes now, the card does not
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription("Withdrawals go to the card you deposited with. Enter that card's number."));
    expect(select).not.toHaveAttribute('aria-invalid');
  });

  it('says under the account holder that the account must be in the player’s own name', async () => {
    server.use(api.post('makewithdrawal', () => failure('InvalidParameterException', { account_holder: ['not_own_name'] }, undefined, 422)));
    const bank: WithdrawMethod = {
      sysname: 'demo_bank',
      name: 'Bank transfer',
      rules: { min: 50, max: 10000 },
      requisites: [
        { name: 'iban', kind: 'iban', required: true },
        { name: 'account_holder', kind: 'card_holder', required: true },
      ],
    };
    renderWithProviders(<WithdrawForm methods={[bank]} currency="USD" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (USD)'), '60');
    await user.type(screen.getByLabelText('IBAN'), 'DE89370400440532013000');
    await user.type(screen.getByLabelText('Account holder'), 'Someone Else');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.getByLabelText('Account holder')).toHaveAccessibleDescription('The account must be in your own name: enter your first and last name as in your profile.'));
  });

  it('puts server field errors under the requisite', async () => {
    server.use(api.post('makewithdrawal', () => failure('InvalidParameterException', { card_number: ['cardNumber'], amount: ['insufficient_funds'] })));
    const user = renderForm();
    await submitCardWithdrawal(user);
    await waitFor(() => expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Field Card number'));
    expect(screen.getByLabelText('Amount (USD)')).toHaveAccessibleDescription(/There is not enough money on your balance/);
  });
});

describe('WithdrawForm: active bonuses', () => {
  it('returns the focus to the Withdraw button when the burn-bonuses confirm closes by Escape (submitted with Enter)', async () => {
    // Browsers take the focus from a button that becomes disabled (the focus fixup rule), as the
    // submit button is while its request runs: focus falls to the body. jsdom keeps it on the button
    // (and will not blur a disabled element), so move it to the body the way the browser does.
    const fixup = new MutationObserver(() => {
      const active = document.activeElement;
      if (!(active instanceof HTMLButtonElement && active.disabled)) return;
      const sink = document.createElement('input');
      document.body.append(sink);
      sink.focus();
      sink.blur();
      sink.remove();
    });
    fixup.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
    let bodies = 0;
    server.use(
      api.post('makewithdrawal', async () => {
        bodies += 1;
        await delay(50); // the request takes a while: the submit button is disabled meanwhile
        return failure('WithdrawalDeclinedException', { reason: 'active_bonus', bonus_ids: [3] }, undefined, 422);
      }),
    );
    useDialogStore.setState({ stack: [], queued: [], holds: [] });
    try {
      await renderWithBurnConfirm();
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Amount (USD)'), '50');
      await user.type(screen.getByLabelText('Card number'), '4111111111111111');
      await user.type(screen.getByLabelText('Card holder'), 'Jane Doe');
      const submit = screen.getByRole('button', { name: 'Withdraw' });
      submit.focus();
      await user.keyboard('{Enter}');
      const confirm = await screen.findByRole('dialog', { name: 'Withdraw and lose your bonuses?' });
      expect(bodies).toBe(1);
      await waitFor(() => expect(confirm).toContainElement(document.activeElement as HTMLElement));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(submit).toHaveFocus());
    } finally {
      fixup.disconnect();
      useDialogStore.setState({ stack: [], queued: [], holds: [] });
    }
  }, 15_000);

  it('withdraws forfeiting the bonuses once the player agrees', async () => {
    const sent: Record<string, string>[] = [];
    server.use(
      api.post('makewithdrawal', async ({ request }) => {
        const body = await formOf(request);
        sent.push(body);
        return body.burn_bonuses ? ok({ status: 'pending', transaction: '9' }) : failure('WithdrawalDeclinedException', { reason: 'active_bonus', bonus_ids: [3] }, undefined, 422);
      }),
      api.get('gethistory', () => ok({ items: [], count: 0 })),
    );
    useDialogStore.setState({ stack: [], queued: [], holds: [] });
    try {
      await renderWithBurnConfirm();
      const user = userEvent.setup();
      await submitCardWithdrawal(user);
      const confirm = await screen.findByRole('dialog', { name: 'Withdraw and lose your bonuses?' });
      await user.click(within(confirm).getByRole('button', { name: 'Forfeit and withdraw' }));
      expect(await screen.findByText('Your withdrawal request has been received.')).toBeInTheDocument();
      expect(sent).toMatchObject([{ amount: '50' }, { amount: '50', burn_bonuses: '1' }]);
    } finally {
      useDialogStore.setState({ stack: [], queued: [], holds: [] });
    }
  }, 15_000);
});

describe('PendingWithdrawals', () => {
  it('lists pending withdrawals and cancels one', async () => {
    let items = [pending];
    let cancelled: Record<string, string> = {};
    server.use(
      api.get('gethistory', () => ok({ items, count: items.length })),
      api.post('cancelwithdrawal', async ({ request }) => ((cancelled = await formOf(request)), (items = []), ok(1))),
    );
    renderWithProviders(<PendingWithdrawals />);
    const list = await screen.findByRole('list');
    expect(within(list).getByText('$1,500')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel the withdrawal of $1,500' }));
    expect(await screen.findByText('You have no pending withdrawals.')).toBeInTheDocument();
    expect(cancelled).toEqual({ id: '7' });
    expect(useToastStore.getState().toasts).toMatchObject([{ type: 'success' }]);
  });
});
