import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProtectionStatus } from '@/lib/contract';
import { api, ok, setupApiServer } from '@/tests/fixtures/msw';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { ResponsibleGamingCentre } from './responsible-gaming-centre';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }), usePathname: () => '/profile/responsible-game' }));

const server = setupApiServer();

const NONE: ProtectionStatus['pack'] = {
  id: 'none', cooling_off_hours: 24, reality_check_mandatory: false, session_clock: true, autoplay: true, limit_prompt: 'first_deposit',
  monthly_deposit_cap: null, panic_button: false, min_spin_seconds: 0, guest_demo: true, alerts_at: [], reminder_minutes: null, history_months: null,
};
const MGA: ProtectionStatus['pack'] = { ...NONE, id: 'MGA', history_months: 6 };

const limit = (kind: ProtectionStatus['limits'][number]['kind']) => ({
  kind,
  limit_amount: null,
  period: 'none',
  used: 0,
  available_amount: null,
  expired_at: null,
  currency: 'USD',
  pending: null,
  alert: null,
});
const status = (pack: ProtectionStatus['pack']): ProtectionStatus => ({
  pack,
  limits: [limit('deposit'), limit('loss'), limit('wager'), limit('session')],
  reality_check: { interval_minutes: null, pending: false, due_at: null, session_started_at: '2026-01-01T00:00:00Z', session_seconds: 0, wagered: 0, won: 0, net: 0, currency: 'USD' },
  exclusion: null,
  limit_prompt: false,
});

describe('ResponsibleGamingCentre', () => {
  it('under the MGA pack says six months of history are kept and links to them; without a history rule, says nothing', () => {
    server.use(api.get('protection/getStatus', () => ok(status(MGA))));
    const { unmount } = renderWithProviders(<ResponsibleGamingCentre initial={status(MGA)} />);
    expect(screen.getByText(/Your gambling history of the last 6 months is in your profile/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my history' })).toHaveAttribute('href', '/profile/bets/history');
    unmount();
    server.use(api.get('protection/getStatus', () => ok(status(NONE))));
    renderWithProviders(<ResponsibleGamingCentre initial={status(NONE)} />);
    expect(screen.queryByText(/Your gambling history/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'See my history' })).toBeNull();
  });
});
