import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, failure, formOf, ok, setupApiServer } from '@/tests/fixtures/msw';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { PasswordForm } from './password-form';
import { TwoFactorPanel } from './two-factor-panel';

const server = setupApiServer();

describe('PasswordForm', () => {
  let sent: Record<string, string>[];
  beforeEach(() => {
    sent = [];
    server.use(
      api.post('changepassword', async ({ request }) => {
        const body = await formOf(request);
        sent.push(body);
        return body.old_password === 'Secret12' ? ok(1) : failure('InvalidParameterException', { old_password: ['password'] });
      }),
      api.get('getprofileinfo', () => ok({})),
      api.get('getInfo', () => ok({})),
    );
  });
  const form = () => within(screen.getByRole('form', { name: 'Change password' }));
  const field = (name: string) => form().getByLabelText(name, { exact: true, selector: 'input' });

  it('checks the §5 rules and the repeat before sending; a wrong current password is refused under its field; then the password changes', { timeout: 20_000 }, async () => {
    renderWithProviders(<PasswordForm />);
    const user = userEvent.setup();
    await user.click(form().getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(field('Current password')).toHaveAccessibleDescription('Field is required'));
    await user.type(field('Current password'), 'NotMine99');
    await user.type(field('New password'), 'abc');
    await user.type(field('Repeat the new password'), 'abd');
    await user.click(form().getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(field('New password')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Repeat the new password')).toHaveAccessibleDescription('Passwords do not match');
    expect(sent).toEqual([]);

    await user.clear(field('New password'));
    await user.type(field('New password'), 'Better456');
    await user.clear(field('Repeat the new password'));
    await user.type(field('Repeat the new password'), 'Better456');
    await user.click(form().getByRole('button', { name: 'Change password' }));
    // the platform refuses a wrong previous password: its message under that field, focused
    await waitFor(() => expect(field('Current password')).toHaveAccessibleDescription('Wrong password'));
    expect(field('Current password')).toHaveFocus();
    expect(sent).toEqual([{ old_password: 'NotMine99', new_password: 'Better456', repeat_password: 'Better456' }]);

    await user.clear(field('Current password'));
    await user.type(field('Current password'), 'Secret12');
    await user.click(form().getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(field('Current password')).toHaveValue('');
    expect(sent).toHaveLength(2);
  });
});

describe('TwoFactorPanel', () => {
  let enabled: boolean;
  let asked: string[];
  let codes: string[];
  beforeEach(() => {
    enabled = false;
    asked = [];
    codes = [];
    server.use(
      api.get('getInfo', () => ok({ uid: 7, two_factor_auth: enabled })),
      api.get('getprofileinfo', () => ok({})),
      api.post('changeTwoFactorAuth', async ({ request }) => {
        const { enable } = await formOf(request);
        asked.push(enable!);
        return ok({ enable: enable === '1', resend_time: 60 });
      }),
      api.post('confirmTwoFactorAuth', async ({ request }) => {
        const { code } = await formOf(request);
        codes.push(code!);
        if (code !== '123456') return failure('InvalidParameterException', { code: ['invalid'] });
        enabled = asked.at(-1) === '1';
        return ok({ two_factor_auth: enabled });
      }),
    );
  });

  it('turns two-factor on with the code sent, refusing a wrong or short code under the field, then off the same way', { timeout: 20_000 }, async () => {
    renderWithProviders(<TwoFactorPanel initial={false} />);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByTestId('two-factor-state')).toHaveTextContent('off'));
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    const on = within(await screen.findByRole('form', { name: 'Confirm turning two-factor on' }));
    expect(asked).toEqual(['1']);
    await user.type(on.getByLabelText('Code'), '12345');
    await user.click(on.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(on.getByLabelText('Code')).toHaveAccessibleDescription(/The code must contain 6 digits/));
    expect(codes).toEqual([]);
    await user.clear(on.getByLabelText('Code'));
    await user.type(on.getByLabelText('Code'), '000000');
    await user.click(on.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(on.getByLabelText('Code')).toHaveAccessibleDescription(/The code is invalid/));
    await user.clear(on.getByLabelText('Code'));
    await user.type(on.getByLabelText('Code'), '123456');
    await user.click(on.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Two-factor authentication is on.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('two-factor-state')).toHaveTextContent('on'));
    expect(screen.queryByRole('form', { name: 'Confirm turning two-factor on' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Turn off two-factor' }));
    const off = within(await screen.findByRole('form', { name: 'Confirm turning two-factor off' }));
    expect(asked).toEqual(['1', '0']);
    await user.type(off.getByLabelText('Code'), '123456');
    await user.click(off.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Two-factor authentication is off.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('two-factor-state')).toHaveTextContent('off'));
    expect(codes).toEqual(['000000', '123456', '123456']);
  });

  it('a code asked for a moment ago still opens the code form and says when a new one may be sent', async () => {
    server.use(api.post('changeTwoFactorAuth', () => failure('InvalidParameterException', { enable: ['resend_time'], resend_time: 42 })));
    renderWithProviders(<TwoFactorPanel initial={false} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    expect(await screen.findByRole('form', { name: 'Confirm turning two-factor on' })).toBeInTheDocument();
    expect(screen.getByText('A code was sent a moment ago. You can ask again in 42 s.')).toBeInTheDocument();
  });
});
