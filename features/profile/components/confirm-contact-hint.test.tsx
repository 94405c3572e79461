import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { api, formOf, ok, setupApiServer } from '@/tests/fixtures/msw';
import { CONFIRM_HINT_MS } from '../confirm-hint';
import { ConfirmContactHint } from './confirm-contact-hint';

const server = setupApiServer();
const REG = '2025-03-01T10:00:00Z';
const DAY = 86_400_000;

let sentTo: string[];
let stored: Record<string, string>;
let confirmed: boolean;

beforeEach(() => {
  sentTo = [];
  stored = {};
  confirmed = false;
  server.use(
    api.get('getprofileinfo', () => ok({ contacts: [{ type: 'email', contact: 'ann@example.com', is_confirmed: confirmed, is_subscribed: false }] })),
    api.post('sendconfirmationtocontact', async ({ request }) => (sentTo.push((await formOf(request)).contact!), ok(1))),
    api.post('storage/set', async ({ request }) => {
      const { key, value } = await formOf(request);
      stored[key!] = value!;
      return ok(1);
    }),
  );
});

const hint = (props: Partial<Parameters<typeof ConfirmContactHint>[0]> = {}) =>
  renderWithProviders(<ConfirmContactHint regTime={REG} login="ann@example.com" confirmSent={false} now={Date.parse(REG) + DAY} {...props} />);

describe('ConfirmContactHint (§4)', () => {
  it('asks to confirm the login e-mail; the button sends the confirmation and stores the confirm_sent mark', async () => {
    hint();
    const region = await screen.findByRole('region', { name: 'Confirm your contact' });
    expect(region).toHaveTextContent('Confirm ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a confirmation to ann@example.com');
    expect(sentTo).toEqual(['ann@example.com']);
    expect(stored).toEqual({ confirm_sent: '1' });
    expect(screen.queryByRole('region', { name: 'Confirm your contact' })).toBeNull();
  });

  it.each([
    ['at the 5-day mark', { now: Date.parse(REG) + CONFIRM_HINT_MS }],
    ['with the confirm_sent mark stored', { confirmSent: true }],
    ['for a login that is not a contact of the player', { login: 'other@example.com' }],
  ])('is not shown %s', async (_, props) => {
    const { queryClient } = hint(props);
    await expect.poll(() => queryClient.getQueryState(['profile', 'info'])?.status).toBe('success');
    expect(screen.queryByRole('region', { name: 'Confirm your contact' })).toBeNull();
  });

  it('is not shown when the login e-mail is confirmed', async () => {
    confirmed = true;
    const { queryClient } = hint();
    await expect.poll(() => queryClient.getQueryState(['profile', 'info'])?.status).toBe('success');
    expect(screen.queryByRole('region', { name: 'Confirm your contact' })).toBeNull();
  });
});
