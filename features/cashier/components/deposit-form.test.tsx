import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMIT_PROMPT_DIALOG_ID } from '@/features/protection';
import { useDialogStore, useToastStore } from '@/features/shell';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { api, failure, formOf, NO_LIMIT, ok, setupApiServer } from '../testing/msw';
import { DepositForm } from './deposit-form';

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/cashier/deposit/instant', useSearchParams: () => new URLSearchParams() }));

const server = setupApiServer();
const rules = { min: 10, max: 5000, step: 5 };

function renderForm() {
  renderWithProviders(<DepositForm method={{ sysname: 'instant' }} rules={rules} currency="USD" presets={[10, 25, 1000]} />);
  return userEvent.setup();
}
const amount = () => screen.getByLabelText('Amount (USD)');
const submit = () => screen.getByRole('button', { name: 'Deposit' });

beforeEach(() => {
  vi.clearAllMocks();
  useToastStore.setState({ toasts: [] });
  useDialogStore.setState({ stack: [], queued: [], holds: [] });
  server.use(api.get('getDepositLimit', () => ok(NO_LIMIT)), api.get('protection/getStatus', () => ok(status('first_deposit', false))));
});

/** protection/getStatus as the limit prompt reads it: the pack's moment, and whether the prompt still waits. */
const status = (moment: 'registration' | 'first_deposit', waits: boolean) => ({
  pack: { limit_prompt: moment, monthly_deposit_cap: null },
  limit_prompt: waits,
  limits: [{ kind: 'deposit', currency: 'USD' }],
});
const prompted = () => useDialogStore.getState().stack.some((d) => d.id === LIMIT_PROMPT_DIALOG_ID);

describe('DepositForm', () => {
  it('offers the presets in the currency and shows min and max with comma thousands', async () => {
    const user = renderForm();
    expect(screen.getByText('From $10 to $5,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '$1,000' }));
    expect(amount()).toHaveValue('1000');
  });

  it('says an empty amount is required, not invalid (SPEC §5 default message)', async () => {
    const user = renderForm();
    await user.clear(amount());
    await user.click(submit());
    await waitFor(() => expect(amount()).toHaveAccessibleDescription(/Field is required/));
    expect(amount()).not.toHaveAccessibleDescription(/Invalid value/);
  });

  it('checks the sum rules: whole number, min and max, multiple of', async () => {
    const user = renderForm();
    await user.type(amount(), '12.5');
    await user.click(submit());
    await waitFor(() => expect(amount()).toHaveAccessibleDescription(/Invalid value/));
    await user.clear(amount());
    await user.type(amount(), '6000');
    await waitFor(() => expect(amount()).toHaveAccessibleDescription(/Enter an amount from \$10 to \$5,000/));
    await user.clear(amount());
    await user.type(amount(), '12');
    await waitFor(() => expect(amount()).toHaveAccessibleDescription(/Value is not multiple of 5/));
  });

  it('shows what is left of the deposit limit and stops an amount above it', async () => {
    server.use(api.get('getDepositLimit', () => ok({ available_amount: 150, can_edit: true, expired_at: null, limit_amount: 1000, period: '1' })));
    const posted = vi.fn();
    server.use(api.post('makedeposit', () => (posted(), ok({ status: 'success' }))));
    const user = renderForm();
    expect(await screen.findByText('Daily limit: $150 left of $1,000')).toBeInTheDocument();
    await user.type(amount(), '200');
    await user.click(submit());
    await waitFor(() => expect(amount()).toHaveAccessibleDescription(/Your deposit limit allows at most \$150 now/));
    expect(posted).not.toHaveBeenCalled();
  });

  it.each([
    [{ status: 'success', transaction: 'tx-1' }, '/cashier/paysuccess/tx-1'],
    [{ status: 'pending', transaction_id: 'tx-2' }, '/cashier/paypending/tx-2'],
    [{ status: 'fail', transaction: 'tx-3' }, '/cashier/payfail/tx-3'],
    [{ status: 'cancel' }, '/cashier/paycancel'],
    [{ status: 'mobile' }, '/cashier/paymobile'],
  ])('sends makedeposit and goes to the outcome page of %j', async (answer, path) => {
    let body: Record<string, string> = {};
    server.use(api.post('makedeposit', async ({ request }) => ((body = await formOf(request)), ok(answer))));
    const user = renderForm();
    await user.type(amount(), '1,000');
    await user.click(submit());
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(path));
    expect(body).toMatchObject({ method: 'instant', amount: '1000' });
  });

  it('opens a new-window method in a new window and shows the new-window page', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    server.use(api.post('makedeposit', () => ok({ status: 'new-window', url: 'https://pay.example/checkout/1' })));
    const user = renderForm();
    await user.type(amount(), '50');
    await user.click(submit());
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/cashier/paynewwindow'));
    expect(open).toHaveBeenCalledWith('https://pay.example/checkout/1', '_blank', 'noopener');
  });

  it.each([
    ['BillingDepositLimitExceededException', /above your deposit limit/],
    ['BillingTransactionDeclinedException', /The payment was declined/],
    ['BillingUnavailableException', /temporarily unavailable/],
  ])('explains %s in place', async (type, text) => {
    server.use(api.post('makedeposit', () => failure(type, null, undefined, 402)));
    const user = renderForm();
    await user.type(amount(), '50');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('says that deposits wait for the end of a break (AccessDenied reason excluded), not "something went wrong"', async () => {
    server.use(api.post('makedeposit', () => failure('AccessDeniedException', { reason: 'excluded', kind: 'self_exclusion', ends_at: '2030-01-01T00:00:00.000Z' }, undefined, 403)));
    const user = renderForm();
    await user.type(amount(), '50');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('deposits are closed until it ends. You can still withdraw your balance.');
  });

  it('UK: a deposit waiting for the age check leads to the profile (birth date) or the verification page (identity), not "something went wrong"', { timeout: 20_000 }, async () => {
    let step = 'birth_date';
    server.use(api.post('makedeposit', () => failure('AccessDeniedException', { reason: 'age_verification', step, min_age: 18 }, undefined, 403)));
    const user = renderForm();
    await user.type(amount(), '50');
    await user.click(submit());
    const prompt = await screen.findByRole('alert');
    expect(prompt).toHaveTextContent('Gambling here is for players aged 18 and over. Add your date of birth to your profile');
    expect(screen.getByRole('link', { name: 'Add your date of birth' })).toHaveAttribute('href', '/profile/settings?from=deposit');
    expect(screen.queryByText(/something went wrong/i)).toBeNull();

    step = 'identity';
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Verify your identity before you deposit or play for real money.'));
    expect(screen.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute('href', '/profile/verification');
  });

  it('names what is left of the limit when the platform says it (error_data.available_amount)', async () => {
    server.use(api.post('makedeposit', () => failure('BillingDepositLimitExceededException', { available_amount: 40 }, undefined, 422)));
    const user = renderForm();
    await user.type(amount(), '50');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('you can deposit up to $40 until the limit resets');
  });

  it('maps server field errors under the amount', async () => {
    server.use(api.post('makedeposit', () => failure('InvalidParameterException', { amount: ['amountNotMultipleOf'] })));
    const user = renderForm();
    await user.type(amount(), '50');
    await user.click(submit());
    await waitFor(() => expect(amount()).toHaveAccessibleDescription(/Value is not multiple of/));
  });

  describe('a refused deposit offer (InvalidParameter campaign_offer_id)', () => {
    const offers = [
      { id: 7, title: 'Friday free spins', minDeposit: 20 },
      { id: 8, title: 'Welcome pack' },
    ];
    const renderWithOffers = () => {
      renderWithProviders(<DepositForm method={{ sysname: 'instant' }} rules={rules} currency="USD" presets={[]} offers={offers} />);
      return userEvent.setup();
    };
    const offerSelect = () => screen.getByLabelText('Bonus offer');

    it.each([
      ['7', 'below_min_deposit', 'This offer needs a deposit of at least $20.'],
      ['8', 'below_min_deposit', "This amount is below this offer's minimum deposit."],
      ['7', 'already_claimed', 'You have already taken this offer.'],
      ['7', 'jurisdiction_cap', 'This offer is not available in your country.'],
      ['7', 'not_found', 'This offer is no longer available. Choose another one or deposit without a bonus.'],
    ])('offer %s, %s: says why under "Bonus offer", not "something went wrong"', async (offer, code, text) => {
      let body: Record<string, string> = {};
      server.use(api.post('makedeposit', async ({ request }) => ((body = await formOf(request)), failure('InvalidParameterException', { campaign_offer_id: [code] }))));
      const user = renderWithOffers();
      await user.selectOptions(offerSelect(), offer);
      await user.type(amount(), '15');
      await user.click(submit());
      await waitFor(() => expect(offerSelect()).toHaveAccessibleDescription(text));
      expect(body).toMatchObject({ campaign_offer_id: offer });
      expect(offerSelect()).toHaveAttribute('aria-invalid', 'true');
      expect(offerSelect()).toHaveFocus();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
      // another choice clears it
      await user.selectOptions(offerSelect(), '');
      expect(offerSelect()).not.toHaveAttribute('aria-invalid');
    });

    it('shows the amount error as well when the platform names both', async () => {
      server.use(api.post('makedeposit', () => failure('InvalidParameterException', { amount: ['amountNotMultipleOf'], campaign_offer_id: ['already_claimed'] })));
      const user = renderWithOffers();
      await user.selectOptions(offerSelect(), '7');
      await user.type(amount(), '15');
      await user.click(submit());
      await waitFor(() => expect(amount()).toHaveAccessibleDescription(/Value is not multiple of/));
      expect(offerSelect()).toHaveAccessibleDescription('You have already taken this offer.');
    });
  });

  it('sends a player without profile data to the profile settings with a fill_for_deposit toast', async () => {
    server.use(api.post('makedeposit', () => failure('UserNeedProfileDataException', null, undefined, 422)));
    const user = renderForm();
    await user.type(amount(), '50');
    await user.click(submit());
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/profile/settings?from=deposit&toastType=fill_for_deposit'));
    expect(useToastStore.getState().toasts).toMatchObject([{ type: 'fill_for_deposit', text: expect.stringMatching(/fill in your profile/) }]);
  });

  it("asks for the method's requisites and sends them as JSON", async () => {
    let body: Record<string, string> = {};
    server.use(api.post('makedeposit', async ({ request }) => ((body = await formOf(request)), ok({ status: 'mobile', transaction: '5' }))));
    renderWithProviders(
      <DepositForm method={{ sysname: 'demo_mobile', id: '4' }} rules={rules} requisites={[{ name: 'phone', kind: 'phone', required: true }]} currency="USD" presets={[]} />,
    );
    const user = userEvent.setup();
    await user.type(amount(), '15');
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Field is required'));
    await user.type(screen.getByLabelText('Phone number'), '+55 11 98765-4321');
    await user.click(submit());
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/cashier/paymobile'));
    expect(body).toMatchObject({ method: 'demo_mobile', methodId: '4', amount: '15', requisites: JSON.stringify({ phone: '+55 11 98765-4321' }) });
  });

  it('deposits once however many times the button is hit while the deposit is on its way (one request, with an idempotency key)', async () => {
    const sent: Record<string, string>[] = [];
    let answer: () => void = () => undefined;
    server.use(
      api.post('makedeposit', async ({ request }) => {
        sent.push(await formOf(request));
        await new Promise<void>((resolve) => (answer = resolve));
        return ok({ status: 'success', transaction: 'tx-7' });
      }),
    );
    const user = renderForm();
    await user.type(amount(), '10');
    // three programmatic clicks in the same instant
    submit().click();
    submit().click();
    submit().click();
    await waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/cashier/paysuccess/tx-7'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'instant', amount: '10', idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it('keeps the key for a retry of a deposit left unanswered, takes a new one for other values or after an answer', async () => {
    const sent: Record<string, string>[] = [];
    const answers: Array<() => Response> = [
      () => HttpResponse.error(), // no answer: the deposit may or may not have been made
      () => HttpResponse.error(),
      () => failure('BillingTransactionDeclinedException', null, undefined, 402),
      () => ok({ status: 'success', transaction: 'tx-8' }),
    ];
    server.use(api.post('makedeposit', async ({ request }) => (sent.push(await formOf(request)), answers.shift()!() as ReturnType<typeof ok>)));
    const user = renderForm();
    await user.type(amount(), '50');
    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    await user.click(submit()); // the same deposit again
    await waitFor(() => expect(sent).toHaveLength(2));
    await user.clear(amount());
    await user.type(amount(), '60'); // another deposit
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(/The payment was declined/);
    await user.click(submit()); // after an answer: another deposit
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/cashier/paysuccess/tx-8'));
    const keys = sent.map((body) => body.idempotency_key);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set([keys[0], keys[2], keys[3]]).size).toBe(3);
    expect(sent.map((body) => body.amount)).toEqual(['50', '50', '60', '60']);
  });

  it('opens the limit prompt before a first deposit where the rule pack asks for it then, and not otherwise', async () => {
    server.use(api.get('protection/getStatus', () => ok(status('first_deposit', true))));
    const { unmount } = renderWithProviders(<DepositForm method={{ sysname: 'instant' }} rules={rules} currency="USD" presets={[]} />);
    await waitFor(() => expect(prompted()).toBe(true));
    unmount();
    for (const [moment, waits] of [['registration', true], ['first_deposit', false]] as const) {
      useDialogStore.setState({ stack: [], queued: [], holds: [] });
      const read = vi.fn();
      server.use(api.get('protection/getStatus', () => (read(), ok(status(moment, waits)))));
      const view = renderWithProviders(<DepositForm method={{ sysname: 'instant' }} rules={rules} currency="USD" presets={[]} />);
      await waitFor(() => expect(read).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(prompted(), `${moment} ${waits}`).toBe(false);
      view.unmount();
    }
  });
});
