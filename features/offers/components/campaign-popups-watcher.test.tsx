import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useDialogStore } from '@/features/shell';
import { api, ok, setupApiServer } from '@/tests/fixtures/msw';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { CAMPAIGN_DIALOG_ID } from '../campaign-popups';
import { CampaignPopupsWatcher } from './campaign-popups-watcher';

vi.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ replace: vi.fn(), push: vi.fn() }), useSearchParams: () => new URLSearchParams() }));
vi.mock('@/features/realtime', async (importOriginal) => ({ ...(await importOriginal<object>()), RealtimeConnection: () => null }));
const { dispatchRealtimeEvent } = await import('@/features/realtime/store');

const server = setupApiServer();
const WELCOME = { id: 7, sysname: 'welcome', title: 'Welcome!', offer: 'welcome-offer', content: { title: 'Welcome!', text: 'Your first deposit is doubled.' } };
let popupAsks = 0;

function answer(account: Record<string, unknown>) {
  server.use(
    api.get('getInfo', () => ok(account)),
    api.get('popups/get', () => {
      popupAsks += 1;
      return ok([WELCOME]);
    }),
    api.get('campaigns/getOffer', () => ok({ id: 3, sysname: 'welcome-offer' })),
  );
}
const campaignOpen = () => useDialogStore.getState().stack.some((e) => e.id === CAMPAIGN_DIALOG_ID);
const props = { locale: 'en-US', defaultLocale: 'en-US', locales: ['en-US'] };

beforeEach(() => {
  popupAsks = 0;
  sessionStorage.clear();
  useDialogStore.setState({ stack: [] });
});

describe('CampaignPopupsWatcher: a registration waiting for its form (§4 order)', () => {
  it('shows no campaign popup while the account read is still another uid’s (the guest’s, just after a sign-in)', async () => {
    // the refreshed page says uid 42, registration incomplete; the browser's account read is still the guest's
    answer({ uid: 0 });
    renderWithProviders(<CampaignPopupsWatcher uid={42} incomplete {...props} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(popupAsks).toBe(0);
    expect(campaignOpen()).toBe(false);
  });

  it('keeps an offer pushed meanwhile for later instead of opening its popup before the form', async () => {
    answer({ uid: 42, login: 'tg_42', is_registration_completed: false });
    renderWithProviders(<CampaignPopupsWatcher uid={42} {...props} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    act(() => dispatchRealtimeEvent('campaign.offer.available', { offer_id: 3 }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(campaignOpen()).toBe(false);
    expect(JSON.parse(sessionStorage.getItem('pending_offer_popups') ?? '[]')).toEqual([3]);
  });
});
