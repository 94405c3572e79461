import { afterEach, describe, expect, it, vi } from 'vitest';
import { analytics, noopAnalytics, setAnalytics } from '@/lib/analytics';
import { notifyCall } from '@/lib/api/observe';
import { useDialogStore } from '@/features/shell';
import { CAMPAIGN_DIALOG_ID } from '@/features/offers';
import { createBuffer } from './buffer';
import { createRuntime } from './runtime';
import type { ToolWindow } from './tools';

const setup = { tools: [{ tool: 'gtm' as const, id: 'GTM-T' }, { tool: 'ym' as const, id: '5' }], locales: ['en-US', 'es-ES'] };

describe('analytics runtime', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    setAnalytics(noopAnalytics);
  });

  function start() {
    const win: ToolWindow = {};
    const load = vi.fn(async () => undefined);
    const runtime = createRuntime(setup, win, load);
    stop = runtime.stop;
    const events = () => (win.dataLayer ?? []).slice(1) as Record<string, unknown>[];
    return { win, load, runtime, events };
  }

  it('installs every configured tool and fans an event out to all', () => {
    const { win, load, runtime, events } = start();
    expect(load).toHaveBeenCalledTimes(2);
    runtime.track('login', { uid: 3 });
    expect(events()).toEqual([{ event: 'login', uid: 3 }]);
    expect(win.ym?.a?.at(-1)).toEqual([5, 'reachGoal', 'login', { uid: 3 }]);
  });

  it('identifies once per player and anonymises after sign-out only', () => {
    const { runtime, events } = start();
    runtime.user(0); // a visitor: nothing to forget
    runtime.user(8);
    runtime.identify(8); // the login hook says it again
    runtime.user(0);
    runtime.user(0);
    expect(events()).toEqual([
      { event: 'identify', user_id: '8' },
      { event: 'anonymise', user_id: undefined },
    ]);
  });

  it('turns the pages’ calls into §9 events', () => {
    const { events } = start();
    notifyCall({ method: 'makedeposit', params: { method: 'demo_card', amount: '25' }, ok: true, result: { currency: 'USD', status: 'success' } });
    notifyCall({ method: 'games/get', params: {}, ok: true, result: [] });
    expect(events()).toEqual([{ event: 'deposit', method: 'demo_card', value: 25, currency: 'USD', status: 'success' }]);
  });

  it('a game route is one game-play event until the route changes', () => {
    const { runtime, events } = start();
    runtime.route('/es-ES/game/mines');
    runtime.route('/es-ES/game/mines');
    runtime.route('/gamehall');
    runtime.route('/es-ES/game/mines');
    expect(events()).toEqual([
      { event: 'game_play', sysname: 'mines' },
      { event: 'game_play', sysname: 'mines' },
    ]);
  });

  it('offer popups: shown when the campaign dialog opens, closed when it goes', async () => {
    const { events } = start();
    useDialogStore.getState().open(CAMPAIGN_DIALOG_ID, { content: { title: 'Double up' } });
    await useDialogStore.getState().close(CAMPAIGN_DIALOG_ID, { force: true });
    expect(events()).toEqual([{ event: 'offer_popup_shown', title: 'Double up' }, { event: 'offer_popup_closed' }]);
  });

  it('stop leaves the calls alone', () => {
    const { events } = start();
    stop();
    notifyCall({ method: 'makewithdrawal', params: { method: 'bank', amount: 5 }, ok: true, result: {} });
    expect(events()).toEqual([]);
  });
});

describe('the consent buffer', () => {
  it('holds calls until flushed to the real sink, newest 50 at most', () => {
    const buffer = createBuffer();
    setAnalytics(buffer.sink);
    for (let i = 0; i < 60; i += 1) analytics.track('game-play', { i });
    analytics.identify(4);
    const target = { track: vi.fn(), identify: vi.fn(), anonymise: vi.fn() };
    buffer.flush(target);
    expect(target.track).toHaveBeenCalledTimes(49);
    expect(target.track.mock.calls[0]).toEqual(['game-play', { i: 11 }]);
    expect(target.identify).toHaveBeenCalledWith(4);
    setAnalytics(noopAnalytics);
  });

  it('drop forgets them (the visitor declined)', () => {
    const buffer = createBuffer();
    buffer.sink.track('login', {});
    buffer.drop();
    const target = { track: vi.fn(), identify: vi.fn(), anonymise: vi.fn() };
    buffer.flush(target);
    expect(target.track).not.toHaveBeenCalled();
  });
});
