import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { Field } from './field';
import { PasswordInput } from './password-input';

describe('PasswordInput', () => {
  it('hides the password until the toggle is pressed', async () => {
    renderWithProviders(<Field label="Password">{(control) => <PasswordInput {...control} defaultValue="secret1" />}</Field>);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAttribute('aria-controls', input.id);

    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });
});
