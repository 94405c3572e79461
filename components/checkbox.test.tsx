import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles by its label', async () => {
    render(<Checkbox label="I accept the terms" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    await userEvent.click(screen.getByText('I accept the terms'));
    expect(box).toBeChecked();
  });

  it('ties an error to the box', () => {
    render(<Checkbox label="I accept the terms" error="Please accept the terms" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept the terms');
  });
});
