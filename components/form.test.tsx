import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Form } from './form';

const fields = (
  <>
    <label htmlFor="amount">Amount</label>
    <input id="amount" name="amount" />
    <button type="submit">Deposit</button>
  </>
);

describe('Form', () => {
  it('renders its fields disabled on the server, so nothing typed before hydration is lost or sent in the URL', () => {
    const html = renderToString(<Form aria-label="Deposit">{fields}</Form>);
    expect(html).toMatch(/<fieldset[^>]*disabled/);
    expect(html).toContain('aria-label="Deposit"');
  });

  it('enables the fields once React owns the form', () => {
    render(<Form aria-label="Deposit">{fields}</Form>);
    expect(screen.getByRole('form', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeEnabled();
  });
});
