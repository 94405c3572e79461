import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field } from './field';
import { Select } from './select';

describe('Select', () => {
  it('is a native combobox labelled by its Field', async () => {
    render(
      <Field label="Currency" error="Choose a currency">
        {(control) => (
          <Select {...control} defaultValue="">
            <option value="" disabled>
              —
            </option>
            <option value="USD">USD</option>
            <option value="EUR">EUR</option>
          </Select>
        )}
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    await userEvent.selectOptions(select, 'EUR');
    expect(select).toHaveValue('EUR');
  });
});
