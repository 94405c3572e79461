import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analytics, noopAnalytics, setAnalytics } from '@/lib/analytics';
import { CONSENT_COOKIE } from '../consent';
import { renderWithProviders as render } from '@/tests/fixtures/render-with-providers';
import { AnalyticsConsent } from './analytics-consent';

vi.mock('next/navigation', () => ({ usePathname: () => '/game/mines' }));

const labels = { title: 'Cookies for analytics', text: 'We measure.', accept: 'Allow analytics', decline: 'Decline' };
const props = { tools: [{ tool: 'gtm' as const, id: 'GTM-T' }], locales: ['en-US'], uid: 0, labels, scriptBase: '/nfx/analytics/standin' };
const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
const clearCookie = () => (document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`);

describe('AnalyticsConsent', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    delete (window as { dataLayer?: unknown }).dataLayer;
    clearCookie();
  });
  afterEach(() => {
    clearCookie();
    setAnalytics(noopAnalytics);
  });

  it('asks in a labelled region; declining remembers the choice and loads nothing', async () => {
    const user = userEvent.setup();
    render(<AnalyticsConsent {...props} consent={null} />);
    const banner = screen.getByRole('region', { name: 'Cookies for analytics' });
    analytics.track('login', {});
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(banner).not.toBeInTheDocument();
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=denied`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(scripts()).toEqual([]);
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });

  it('allowing loads the tools and hands them the events held meanwhile', async () => {
    const user = userEvent.setup();
    render(<AnalyticsConsent {...props} consent={null} />);
    analytics.track('promo-code', { promo_code: 'WELCOME' });
    await user.click(screen.getByRole('button', { name: 'Allow analytics' }));
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=granted`);
    await waitFor(() => expect(scripts()).toEqual(['/nfx/analytics/standin/gtm.js?id=GTM-T']), { timeout: 5_000 });
    const layer = (window as { dataLayer?: Record<string, unknown>[] }).dataLayer!;
    expect(layer.map((e) => e.event)).toEqual(['gtm.js', 'promo_code', 'game_play']);
  });

  it('a remembered yes shows no banner, loads the tools and identifies the player', async () => {
    render(<AnalyticsConsent {...props} uid={12} consent="granted" />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await waitFor(() => expect((window as { dataLayer?: unknown[] }).dataLayer).toContainEqual({ event: 'identify', user_id: '12' }), { timeout: 5_000 });
  });

  it('a remembered no shows no banner and loads nothing', async () => {
    render(<AnalyticsConsent {...props} consent="denied" />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(scripts()).toEqual([]);
  });
});
