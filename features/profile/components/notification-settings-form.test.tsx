import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, formOf, ok, setupApiServer } from '@/tests/fixtures/msw';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { NotificationSettingsForm } from './notification-settings-form';

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/profile/notification', useSearchParams: () => new URLSearchParams() }));

const server = setupApiServer();

const NONE = { marketing_casino_email: false, marketing_casino_sms: false, marketing_betting_email: false, marketing_betting_sms: false };
/** What getNotificationSettings answers a player who never opted in. */
const NEVER_OPTED_IN = { ...NONE, bonus_offers: false, tournaments: false, payment_results: true, security_alerts: true, limit_alerts: true };

let saved: Record<string, string>[];
beforeEach(() => {
  saved = [];
  server.use(
    api.post('setNotificationSettings', async ({ request }) => {
      const form = await formOf(request);
      saved.push(form);
      const flags = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v === '1']));
      return ok({ ...NEVER_OPTED_IN, ...flags });
    }),
    api.get('getInfo', () => ok({ uid: 5 })),
  );
});

describe('NotificationSettingsForm', () => {
  it('shows the opt-ins per product and channel, unticked for a player who never opted in, and the offers off until one is ticked', () => {
    renderWithProviders(<NotificationSettingsForm initial={NEVER_OPTED_IN} />);
    const consent = screen.getByRole('group', { name: 'Offers and news' });
    for (const name of ['Casino offers by e-mail', 'Casino offers by SMS', 'Sports betting offers by e-mail', 'Sports betting offers by SMS']) {
      expect(within(consent).getByRole('checkbox', { name })).not.toBeChecked();
    }
    const offers = screen.getByRole('group', { name: 'What the offers are about' });
    for (const name of ['Bonuses and offers', 'Tournaments']) {
      const box = within(offers).getByRole('checkbox', { name });
      expect(box).not.toBeChecked();
      expect(box).toBeDisabled();
      expect(box).toHaveAccessibleDescription('Tick a product and a channel above to receive these.');
    }
    const service = screen.getByRole('group', { name: 'Service messages' });
    for (const name of ['Deposit and withdrawal results', 'Security alerts', 'Limit alerts']) expect(within(service).getByRole('checkbox', { name })).toBeChecked();
  });

  it('opting in turns the offers on; saving sends each choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationSettingsForm initial={NEVER_OPTED_IN} />);
    await user.click(screen.getByRole('checkbox', { name: 'Sports betting offers by SMS' }));
    const tournaments = screen.getByRole('checkbox', { name: 'Tournaments' });
    expect(tournaments).toBeEnabled();
    expect(tournaments).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bonuses and offers' })).toBeChecked();
    await user.click(tournaments);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      marketing_casino_email: '0',
      marketing_casino_sms: '0',
      marketing_betting_email: '0',
      marketing_betting_sms: '1',
      bonus_offers: '1',
      tournaments: '0',
      payment_results: '1',
      security_alerts: '1',
      limit_alerts: '1',
    });
    expect(await screen.findByText('Your notification settings have been saved.')).toBeInTheDocument();
  });

  it('withdrawing every opt-in turns the offers off again and does not send them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationSettingsForm initial={{ ...NEVER_OPTED_IN, marketing_casino_email: true, bonus_offers: true, tournaments: true }} />);
    expect(screen.getByRole('checkbox', { name: 'Bonuses and offers' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Casino offers by e-mail' }));
    expect(screen.getByRole('checkbox', { name: 'Bonuses and offers' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bonuses and offers' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ ...Object.fromEntries(Object.keys(NONE).map((k) => [k, '0'])), payment_results: '1' });
    expect(saved[0]).not.toHaveProperty('bonus_offers');
    expect(saved[0]).not.toHaveProperty('tournaments');
  });
});
