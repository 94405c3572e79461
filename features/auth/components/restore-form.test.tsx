import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { api, failure, formOf, ok, setupApiServer } from '@/tests/fixtures/msw';
import { RestoreForm } from './restore-form';

const server = setupApiServer();

describe('RestoreForm', () => {
  it('sends a code to the e-mail, then sets the new password with it', async () => {
    const sent: Record<string, string>[] = [];
    server.use(
      api.post('restore', async ({ request }) => {
        const form = await formOf(request);
        sent.push(form);
        if (!form.code) return ok({ status: 'code_sent', resend_time: 60 });
        if (form.code === '111111') return failure('InvalidParameterException', { code: ['expired'] });
        return ok({ status: 'password_changed' });
      }),
    );
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RestoreForm onBack={vi.fn()} onDone={onDone} />);
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText('We have sent a code to ana@example.com.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Code from the message'), '111111');
    await user.type(screen.getByLabelText('New password'), 'newSecret1');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    const code = screen.getByLabelText('Code from the message');
    await waitFor(() => expect(code).toHaveAccessibleDescription('The code has expired. Request a new one.'));

    await user.clear(code);
    await user.type(code, '222222');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByText('Your password has been changed. You can sign in now.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onDone).toHaveBeenCalled();
    expect(sent).toEqual([
      { login: 'ana@example.com' },
      { login: 'ana@example.com', code: '111111', password: 'newSecret1' },
      { login: 'ana@example.com', code: '222222', password: 'newSecret1' },
    ]);
  });

  it('an empty submit shows "Field is required" under each field and sends nothing', async () => {
    let calls = 0;
    server.use(api.post('restore', () => (calls++, ok({ status: 'code_sent', resend_time: 60 }))));
    const user = userEvent.setup();
    renderWithProviders(<RestoreForm onBack={vi.fn()} onDone={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Field is required'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);

    await user.type(email, 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    await screen.findByText('We have sent a code to ana@example.com.');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    await waitFor(() => expect(screen.getByLabelText('Code from the message')).toHaveAccessibleDescription('Field is required'));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Field is required');
    expect(calls).toBe(1);

    // §5: a one-time code is exactly 6 digits, checked before anything is sent (each try counts against the restore limit)
    const code = screen.getByLabelText('Code from the message');
    await user.type(screen.getByLabelText('New password'), 'newSecret1');
    for (const wrong of ['12ab', '12', '1234567']) {
      await user.clear(code);
      await user.type(code, wrong);
      await user.click(screen.getByRole('button', { name: 'Save the password' }));
      await waitFor(() => expect(code).toHaveAccessibleDescription('The code must contain 6 digits'));
      expect(code).toHaveAttribute('aria-invalid', 'true');
    }
    expect(calls).toBe(1);
  });

  it('maps a bad e-mail from the server onto the field, and other failures to a notice', async () => {
    server.use(api.post('restore', () => failure('TooManyRequestsException', null, undefined, 429)));
    const user = userEvent.setup();
    renderWithProviders(<RestoreForm onBack={vi.fn()} onDone={vi.fn()} />);
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not restore your password. Please try again.');
  });
});
