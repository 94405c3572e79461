import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/features/shell';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { api, failure, formOf, ok, setupApiServer } from '@/tests/fixtures/msw';
import { telegramRegistration } from './init-data';
import { TelegramEntry } from './telegram-entry';

const router = { refresh: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));
// Outside Telegram the SDK has no init data: the hash is read instead.
vi.mock('@twa-dev/sdk', () => ({ default: { initData: '', ready: vi.fn() } }));

const server = setupApiServer();
const initData = `query_id=AAE&user=${encodeURIComponent(JSON.stringify({ id: 42, username: 'tele_fan', language_code: 'es' }))}&auth_date=1700000000&hash=${'a'.repeat(64)}`;
const account = { uid: 42, login: 'tg_42' };

beforeEach(() => {
  vi.clearAllMocks();
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, '', `/#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=7.0`);
});

describe('Telegram mini-app entry', () => {
  it('reads the Telegram registration payload from init data', () => {
    expect(telegramRegistration(initData)).toEqual({ is_tg: 1, id: '42', username: 'tele_fan', hash: 'a'.repeat(64), language_code: 'es', payload: initData });
    expect(telegramRegistration('auth_date=1')).toBeNull();
  });

  it('registers (or signs in) with is_tg and the raw init data, then refreshes the page', async () => {
    let body: Record<string, string> | undefined;
    server.use(
      api.post('register', async ({ request }) => {
        body = await formOf(request);
        return ok({ status: 1, user: account, payload: account, locale: 'es-ES' });
      }),
      api.get('getInfo', () => ok(account)),
    );
    renderWithProviders(<TelegramEntry signedIn={false} />);
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(body).toMatchObject({ is_tg: '1', id: '42', username: 'tele_fan', language_code: 'es', payload: initData });
  });

  it('shows the registration error toast when the platform refuses', async () => {
    server.use(api.post('register', () => failure('InvalidParameterException', { hash: ['invalid'] })));
    renderWithProviders(<TelegramEntry signedIn={false} />);
    await waitFor(() => expect(useToastStore.getState().toasts).toMatchObject([{ type: 'error', text: 'Registration failed. Please check your details and try again.' }]));
  });

  it('does nothing for a signed-in player or without tgWebAppData', async () => {
    renderWithProviders(<TelegramEntry signedIn />);
    window.history.replaceState(null, '', '/#other=1');
    renderWithProviders(<TelegramEntry signedIn={false} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
