import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_LIMITS } from '@/lib/contract';
import { api, failure, formOf, ok, setupApiServer } from '@/tests/fixtures/msw';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { CONTACT_LIMITS, ContactForm } from './contact-form';

const server = setupApiServer();

describe('ContactForm', () => {
  it('keeps the limits of the contract', () => {
    expect(CONTACT_LIMITS).toEqual(FEEDBACK_LIMITS);
  });

  it('shows §5 messages under the fields and sends nothing while they are wrong', async () => {
    let calls = 0;
    server.use(api.post('support/sendFeedback', () => (calls++, ok({ id: 1 }))));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('Your name'), 'R2D2');
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.type(screen.getByLabelText('Message'), 'short');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(expect.stringContaining('Min length is 10'));
    expect(calls).toBe(0);
  });

  it('posts the message and confirms; a server field error lands under its field', async () => {
    const sent: Record<string, string>[] = [];
    server.use(
      api.post('support/sendFeedback', async ({ request }) => {
        const form = await formOf(request);
        sent.push(form);
        return sent.length === 1 ? failure('InvalidParameterException', { email: ['wrongEmail'] }) : ok({ id: 7 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('Your name'), 'Ana');
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Withdrawal');
    await user.type(screen.getByLabelText('Message'), 'My withdrawal is still pending.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Wrong email address'));

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/Your message reached our support team/)).toBeInTheDocument();
    expect(sent[1]).toMatchObject({ name: 'Ana', email: 'ana@example.com', subject: 'Withdrawal', message: 'My withdrawal is still pending.' });
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });
});
