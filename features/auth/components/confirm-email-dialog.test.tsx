import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { api, failure, formOf, ok, setupApiServer } from '@/tests/fixtures/msw';
import { ConfirmEmailDialog } from './confirm-email-dialog';

const server = setupApiServer();
const handle = () => ({ id: 'confirm-email', type: 'confirm' as const, preventClose: false, close: vi.fn(async () => true) });

afterEach(() => vi.useRealTimers());

describe('ConfirmEmailDialog', () => {
  it('is a dialog named by its title that names the address', () => {
    renderWithProviders(<ConfirmEmailDialog dialog={handle()} email="ana@example.com" />);
    const dialog = screen.getByRole('dialog', { name: 'Confirm your e-mail' });
    expect(dialog).toHaveAccessibleDescription('We have sent a confirmation link to ana@example.com. Open it to confirm your address.');
  });

  it('"Send again" asks for a new link, says so and waits the resend time', async () => {
    const sent: Record<string, string>[] = [];
    server.use(api.post('sendconfirmationtocontact', async ({ request }) => (sent.push(await formOf(request)), ok(1))));
    renderWithProviders(<ConfirmEmailDialog dialog={handle()} email="ana@example.com" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('A new link is on its way to ana@example.com.');
    expect(sent).toEqual([{ contact: 'ana@example.com' }]);
    expect(await screen.findByRole('button', { name: /Send again in (59|60) s/ })).toBeDisabled();
  });

  it('waits out the cool-down it was opened with, then lets the player ask again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<ConfirmEmailDialog dialog={handle()} email="ana@example.com" resendUntil={Date.now() + 3000} />);
    expect(await screen.findByRole('button', { name: /Send again in [23] s/ })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(screen.getByRole('button', { name: 'Send again' })).toBeEnabled();
  });

  it('tells the wait the platform asks for, and other failures, as alerts', async () => {
    server.use(api.post('sendconfirmationtocontact', () => failure('InvalidParameterException', { contact: ['resend_time'], resend_time: 42 }, undefined, 422)));
    renderWithProviders(<ConfirmEmailDialog dialog={handle()} email="ana@example.com" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 42 s before asking for another link.');
    expect(screen.getByRole('button', { name: /Send again in 4[12] s/ })).toBeDisabled();
  });

  it('says when the link could not be sent', async () => {
    server.use(api.post('sendconfirmationtocontact', () => failure('InternalServerErrorException', null, undefined, 500)));
    renderWithProviders(<ConfirmEmailDialog dialog={handle()} email="ana@example.com" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not send the link. Please try again later.');
    expect(screen.getByRole('button', { name: 'Send again' })).toBeEnabled();
  });

  it('"Later" closes it', async () => {
    const dialog = handle();
    renderWithProviders(<ConfirmEmailDialog dialog={dialog} email="ana@example.com" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Later' }));
    expect(dialog.close).toHaveBeenCalledWith();
  });
});
