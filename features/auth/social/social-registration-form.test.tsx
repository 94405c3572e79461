import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useDialogStore } from '@/features/shell';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { api, failure, formOf, ok, setupApiServer } from '@/tests/fixtures/msw';
import { SocialRegistrationForm } from './social-registration-form';
import { SocialRegistrationWatcher } from './social-registration-watcher';
import { SOCIAL_REGISTRATION_DIALOG_ID } from './socials';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }), usePathname: () => '/' }));

const server = setupApiServer();
const general = { available_currencies: ['USD', 'EUR'], default_currency: 'USD' };
const account = { uid: 9, login: 'demo_x', is_registration_completed: true };

describe('socialRegistration', () => {
  it('needs the terms, shows server field errors, then completes the registration', async () => {
    const sent: Record<string, string>[] = [];
    server.use(
      api.get('metadata/getgeneralinfo', () => ok(general)),
      api.post('completeRegistration', async ({ request }) => {
        const body = await formOf(request);
        sent.push(body);
        if (sent.length === 1) return failure('InvalidParameterException', { email: ['already_exists'] });
        return ok({ status: 1, user: account, payload: account, locale: 'en-US' });
      }),
    );
    const onDone = vi.fn();
    renderWithProviders(<SocialRegistrationForm onDone={onDone} />);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText('Currency')).toHaveValue('USD'));
    await user.click(screen.getByRole('button', { name: 'Complete registration' }));
    expect(await screen.findByLabelText(/I accept the terms/)).toHaveAccessibleDescription('Please accept the terms');
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms');
    expect(sent).toHaveLength(0);

    await user.type(screen.getByLabelText('E-mail'), 'taken@example.com');
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.click(screen.getByLabelText(/I accept the terms/));
    await user.click(screen.getByRole('button', { name: 'Complete registration' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('This value is already registered'));
    expect(sent[0]).toMatchObject({ email: 'taken@example.com', currency: 'EUR', terms: expect.stringMatching(/^(1|true)$/) });

    await user.click(screen.getByRole('button', { name: 'Complete registration' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('taken@example.com'));
  });

  it('refuses a birth date under the minimum age under its field, before sending and from the platform', { timeout: 20_000 }, async () => {
    const sent: Record<string, string>[] = [];
    const now = new Date();
    const born = (years: number) => `${String(now.getDate()).padStart(2, '0')}.${String(now.getMonth() + 1).padStart(2, '0')}.${now.getFullYear() - years}`;
    server.use(
      api.get('metadata/getgeneralinfo', () => ok({ ...general, min_age: 18 })),
      api.post('completeRegistration', async ({ request }) => {
        sent.push(await formOf(request));
        return failure('InvalidParameterException', { birth_date: ['underAge'], min_age: 21 });
      }),
    );
    renderWithProviders(<SocialRegistrationForm onDone={vi.fn()} />);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText('Currency')).toHaveValue('USD'));
    await user.type(screen.getByLabelText('E-mail'), 'young@example.com');
    await user.type(screen.getByLabelText('Date of birth'), born(17));
    await user.click(screen.getByLabelText(/I accept the terms/));
    await user.click(screen.getByRole('button', { name: 'Complete registration' }));
    await waitFor(() => expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription('You must be at least 18 years old'));
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText('Date of birth'));
    await user.type(screen.getByLabelText('Date of birth'), born(19));
    await user.click(screen.getByRole('button', { name: 'Complete registration' }));
    await waitFor(() => expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription('You must be at least 21 years old'));
    expect(sent[0]).toMatchObject({ birth_date: born(19) });
  });

  it('is forced, non-closable, on a signed-in player whose registration is incomplete', async () => {
    useDialogStore.setState({ stack: [], queued: [] });
    server.use(api.get('getInfo', () => ok({ ...account, is_registration_completed: false })));
    renderWithProviders(<SocialRegistrationWatcher />);
    await waitFor(() => expect(useDialogStore.getState().stack).toMatchObject([{ id: SOCIAL_REGISTRATION_DIALOG_ID, preventClose: true }]));
    await expect(useDialogStore.getState().close(SOCIAL_REGISTRATION_DIALOG_ID)).resolves.toBe(false);
  });
});
