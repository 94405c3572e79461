import { render, screen } from '@testing-library/react';
import { Field } from './field';
import { Input } from './input';

describe('Field', () => {
  it('labels its control and describes it with the hint', () => {
    render(<Field label="Email" hint="We never share it">{(control) => <Input {...control} type="email" />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We never share it');
  });

  it('marks the control invalid and reads the error before the hint', () => {
    render(
      <Field label="Email" hint="We never share it" error="Wrong email address" required>
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Wrong email address We never share it');
  });

  it('keeps an explicit id', () => {
    render(<Field label="Login" id="login">{(control) => <Input {...control} />}</Field>);
    expect(screen.getByRole('textbox', { name: 'Login' })).toHaveAttribute('id', 'login');
  });
});
