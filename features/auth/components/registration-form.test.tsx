import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormFieldSets } from '@/lib/cms';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { useAuthStore } from '../store';
import { answered, api, failure, formOf, gate, ok, setupApiServer } from '@/tests/fixtures/msw';
import { AuthDialog } from './auth-dialog';

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/', useSearchParams: () => new URLSearchParams() }));

const server = setupApiServer();

const FORM: FormFieldSets = {
  form: [
    { sysname: 'email', type: 'input', attributes: { label: 'E-mail', inputType: 'email', required: true } },
    { sysname: 'password', type: 'password', attributes: { label: 'Password', required: true } },
    { sysname: 'currency', type: 'select', attributes: { label: 'Currency', required: true, defaultValue: 'USD', options: [{ value: 'USD', label: 'US dollar' }] } },
  ],
};
const account = { uid: 5, login: 'new@example.com' };
const handle = () => ({ id: 'auth', type: 'popup' as const, preventClose: false, close: vi.fn(async () => true) });

beforeEach(() => {
  vi.clearAllMocks();
  useAuthStore.setState({ pending: null, formFields: FORM });
  window.history.replaceState(null, '', '/');
  // the unseen-cashback check after sign-up finds nothing; the confirm-email dialog's resend time is the platform's
  server.use(api.get('getPersonalDataFields', () => ok([])), api.get('cashbacks/get', () => ok([])), api.get('storage/get', () => ok({})), api.get('metadata/getgeneralinfo', () => ok({ resend_time: 60 })));
});

function renderRegistration() {
  const dialog = handle();
  renderWithProviders(<AuthDialog dialog={dialog} view="registration" />);
  return { dialog, user: userEvent.setup() };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('E-mail'), 'new@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret12');
  await user.click(screen.getByLabelText(/I accept the terms/));
}

const submit = () => screen.getByRole('button', { name: 'Sign up' });

describe('Registration', () => {
  it('shows client errors under their fields and focuses the first', async () => {
    const { user } = renderRegistration();
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Enter your email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Field is required');
    expect(screen.getByLabelText(/I accept the terms/)).toHaveAccessibleDescription('Please accept the terms');
    expect(email).toHaveFocus();
  });

  it('registers, clears the stored promo code and betting preference, closes and goes to the deposit page', async () => {
    window.localStorage.setItem('is_betting', '2');
    const sent: Record<string, string>[] = [];
    server.use(api.post('register', async ({ request }) => (sent.push(await formOf(request)), ok({ status: 1, user: account, payload: account, locale: 'en-US' }))));
    const { dialog, user } = renderRegistration();
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/cashier/deposit'));
    expect(dialog.close).toHaveBeenCalledWith({ force: true });
    expect(router.refresh).toHaveBeenCalled();
    expect(sent[0]).toMatchObject({ email: 'new@example.com', login: 'new@example.com', password: 'secret12', currency: 'USD', terms: '1', is_betting: '1', locale: 'en-US' });
    // no marketing without an opt-in: each consent goes out unticked
    expect(sent[0]).toMatchObject({ marketing_casino_email: '0', marketing_casino_sms: '0', marketing_betting_email: '0', marketing_betting_sms: '0' });
    expect(sent[0]).not.toHaveProperty('notify');
    expect(sent[0]).not.toHaveProperty('promo_code');
    expect(window.localStorage.getItem('is_betting')).toBeNull();
  });

  it('asks for marketing consent per product and per channel: a group of unticked, labelled opt-ins whose choices the sign-up carries', async () => {
    const sent: Record<string, string>[] = [];
    server.use(api.post('register', async ({ request }) => (sent.push(await formOf(request)), ok({ status: 1, user: account, payload: account, locale: 'en-US' }))));
    const { user } = renderRegistration();
    const group = screen.getByRole('group', { name: 'Offers and news (optional)' });
    expect(group).toHaveAccessibleDescription('Tick only what you want to receive. You can change it at any time in your profile.');
    // a group per channel, a box per product in it; order: casino and betting by e-mail, then by SMS
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('name'))).toEqual(['marketing_casino_email', 'marketing_betting_email', 'marketing_casino_sms', 'marketing_betting_sms']);
    const email = within(group).getByRole('group', { name: 'By e-mail' });
    const sms = within(group).getByRole('group', { name: 'By SMS' });
    for (const channel of [email, sms]) for (const name of ['Casino', 'Sports betting']) expect(within(channel).getByRole('checkbox', { name })).not.toBeChecked();
    // no box's name holds the form's "E-mail" field name
    expect(screen.getAllByLabelText(/e-mail/i)).toHaveLength(1);
    expect(screen.queryByLabelText('Send me news and offers')).not.toBeInTheDocument(); // no single catch-all box
    await fillValid(user);
    await user.click(within(email).getByRole('checkbox', { name: 'Casino' }));
    await user.click(within(sms).getByRole('checkbox', { name: 'Sports betting' }));
    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ marketing_casino_email: '1', marketing_casino_sms: '0', marketing_betting_email: '0', marketing_betting_sms: '1' });
    expect(sent[0]).not.toHaveProperty('notify');
  });

  it('goes to an internal redirectUrl instead of the deposit page', async () => {
    window.history.replaceState(null, '', '/?redirectUrl=%2Fprofile%2Fbonuses');
    server.use(api.post('register', () => ok({ status: 1, user: account, payload: account, locale: 'en-US' })));
    const { user } = renderRegistration();
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/profile/bonuses'));
  });

  it('maps server field errors to the fields (login onto the e-mail)', async () => {
    server.use(api.post('register', () => failure('InvalidParameterException', { login: ['already_exists'], password: ['minLength'] })));
    const { dialog, user } = renderRegistration();
    await fillValid(user);
    await user.click(submit());
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAccessibleDescription('This value is already registered'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Min length is 6');
    expect(email).toHaveFocus();
    expect(dialog.close).not.toHaveBeenCalled();
  });

  it('a field set with a birth date refuses one under the minimum age under that field, before sending and from the platform', { timeout: 20_000 }, async () => {
    const birth = { sysname: 'birth_date', type: 'date' as const, attributes: { label: 'Date of birth', required: true } };
    useAuthStore.setState({ formFields: { form: [...FORM.form!, birth] } });
    const now = new Date();
    const born = (years: number) => `${String(now.getDate()).padStart(2, '0')}.${String(now.getMonth() + 1).padStart(2, '0')}.${now.getFullYear() - years}`;
    const sent: Record<string, string>[] = [];
    server.use(
      api.get('metadata/getgeneralinfo', () => ok({ available_currencies: ['USD'], default_currency: 'USD', min_age: 18 })),
      api.post('register', async ({ request }) => (sent.push(await formOf(request)), failure('InvalidParameterException', { birth_date: ['underAge'], min_age: 21 }))),
    );
    const { user } = renderRegistration();
    await fillValid(user);
    await user.type(screen.getByLabelText(/Date of birth/), born(10));
    await user.click(submit());
    const field = screen.getByLabelText(/Date of birth/);
    await waitFor(() => expect(field).toHaveAccessibleDescription('You must be at least 18 years old'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await user.clear(field);
    await user.type(field, born(20));
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText(/Date of birth/)).toHaveAccessibleDescription('You must be at least 21 years old'));
    expect(sent[0]).toMatchObject({ birth_date: born(20) });
  });

  it('shows the general notice when the failure names no field', async () => {
    server.use(api.post('register', () => failure('InternalServerErrorException', null, undefined, 500)));
    const { user } = renderRegistration();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please check your details and try again.');
  });

  it('offers tabs when there is more than one sign-up type', async () => {
    useAuthStore.setState({ formFields: { ...FORM, fast: [{ sysname: 'mobile', type: 'phone', attributes: { label: 'Phone number', required: true } }] } });
    server.use(api.get('getContactPhoneSettings', () => ok([{ country_code: 'BR', phone_code: '55', name: 'Brazil', mask: '## #####-####' }])));
    const { user } = renderRegistration();
    expect(screen.getByRole('tab', { name: 'Full form', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'By phone' }));
    expect(screen.getByLabelText('Phone number')).toBeDisabled();
    await screen.findByRole('option', { name: 'Brazil (+55)' });
    await user.selectOptions(screen.getByLabelText('Phone country code'), 'BR');
    expect(screen.getByLabelText('Phone number')).toBeEnabled();
  });

  it('signs up by phone: digits shown in the country mask, sent with the country code', async () => {
    useAuthStore.setState({
      formFields: {
        fast: [
          { sysname: 'mobile', type: 'phone', attributes: { label: 'Phone number', required: true } },
          { sysname: 'password', type: 'password', attributes: { label: 'Password', required: true } },
        ],
      },
    });
    const sent: Record<string, string>[] = [];
    server.use(
      api.get('getContactPhoneSettings', () => ok([{ country_code: 'BR', phone_code: '55', name: 'Brazil', mask: '## #####-####' }])),
      api.post('register', async ({ request }) => (sent.push(await formOf(request)), ok({ status: 1, user: account, payload: account, locale: 'en-US' }))),
    );
    const { user } = renderRegistration();
    await screen.findByRole('option', { name: 'Brazil (+55)' });
    await user.selectOptions(screen.getByLabelText('Phone country code'), 'BR');
    const phone = screen.getByLabelText('Phone number');
    await user.type(phone, '11a98765');
    expect(phone).toHaveValue('11 98765');
    await user.click(screen.getByLabelText(/I accept the terms/));
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(submit());
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Wrong phone number format'));
    await user.type(phone, '43210');
    expect(phone).toHaveValue('11 98765-4321');
    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ phone: '+5511987654321', phone_country_code: 'BR', login: '5511987654321', password: 'secret12' });
  });
});

describe('Registration: promo code', () => {
  it('checks the code once after 800 ms of quiet and shows the valid mark', async () => {
    const checked: { code: string; at: number }[] = [];
    server.use(api.post('campaigns/checkPromocode', async ({ request }) => (checked.push({ code: (await formOf(request)).promo_code!, at: Date.now() }), ok(1))));
    const { user } = renderRegistration();
    await user.click(screen.getByLabelText('I have a promo code'));
    const start = Date.now();
    await user.type(screen.getByLabelText('Promo code'), 'WELCOME');
    expect(submit()).toBeDisabled(); // a check is due
    expect(await screen.findByText('The promo code is valid', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(checked.map((c) => c.code)).toEqual(['WELCOME']);
    expect(checked[0]!.at - start).toBeGreaterThanOrEqual(800);
    expect(submit()).toBeEnabled();
  });

  it('ignores the answer for a code no longer typed and shows the error of the current one', async () => {
    const oldAnswer = gate();
    let oldAsked = false;
    server.use(
      api.post('campaigns/checkPromocode', async ({ request }) => {
        const code = (await formOf(request)).promo_code;
        if (code === 'OLD') {
          oldAsked = true;
          await oldAnswer.opened; // answered after the NEW one
          return ok(1);
        }
        return failure('InvalidParameterException', { promo_code: ['EXPIRED'] });
      }),
    );
    const { user } = renderRegistration();
    await user.click(screen.getByLabelText('I have a promo code'));
    const field = screen.getByLabelText('Promo code');
    await user.type(field, 'OLD');
    await waitFor(() => expect(oldAsked).toBe(true), { timeout: 3000 }); // the OLD check is under way
    await user.clear(field);
    await user.type(field, 'NEW');
    await waitFor(() => expect(field).toHaveAccessibleDescription('This promo code has expired'), { timeout: 3000 });
    // the OLD answer arrives
    const arrived = answered(server, (request) => request.url.includes('checkPromocode'));
    oldAnswer.open();
    await arrived;
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(screen.queryByText('The promo code is valid')).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('prefills a stored promo code, sends it with the sign-up and forgets it afterwards', async () => {
    window.localStorage.setItem('promo_code', 'WELCOME');
    const sent: Record<string, string>[] = [];
    server.use(
      api.post('campaigns/checkPromocode', () => ok(1)),
      api.post('register', async ({ request }) => (sent.push(await formOf(request)), ok({ status: 1, user: account, payload: account, locale: 'en-US' }))),
    );
    const { user } = renderRegistration();
    expect(screen.getByLabelText('I have a promo code')).toBeChecked();
    expect(screen.getByLabelText('Promo code')).toHaveValue('WELCOME');
    await fillValid(user);
    await screen.findByText('The promo code is valid', {}, { timeout: 3000 });
    await user.click(submit());
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/cashier/deposit'));
    expect(sent[0]).toMatchObject({ promo_code: 'WELCOME' });
    expect(window.localStorage.getItem('promo_code')).toBeNull();
  });

  it('falls back to INVALID for an unknown code and clears errors for an empty field', async () => {
    server.use(api.post('campaigns/checkPromocode', () => failure('InvalidParameterException', { promo_code: ['SOMETHING_NEW'] })));
    const { user } = renderRegistration();
    await user.click(screen.getByLabelText('I have a promo code'));
    const field = screen.getByLabelText('Promo code');
    await user.type(field, 'X1');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Invalid promo code'), { timeout: 3000 });
    await user.clear(field);
    expect(field).not.toHaveAttribute('aria-invalid');
  });
});
