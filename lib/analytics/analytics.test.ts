import { afterEach, describe, expect, it, vi } from 'vitest';
import { analytics, consoleAnalytics, noopAnalytics, selectAnalytics, setAnalytics } from '.';

describe('analytics', () => {
  afterEach(() => setAnalytics(noopAnalytics));

  it('selects the console sink only when the flag is on', () => {
    expect(selectAnalytics(false)).toBe(noopAnalytics);
    expect(selectAnalytics(true)).not.toBe(noopAnalytics);
  });

  it('the console sink logs each call', () => {
    const log = vi.fn();
    const sink = consoleAnalytics(log);
    sink.track('login', { uid: 3 });
    sink.identify(3);
    sink.anonymise();
    expect(log.mock.calls).toEqual([['[analytics] track', 'login', { uid: 3 }], ['[analytics] identify', 3], ['[analytics] anonymise']]);
  });

  it('forwards to the sink set last', () => {
    const sink = { track: vi.fn(), identify: vi.fn(), anonymise: vi.fn() };
    setAnalytics(sink);
    analytics.track('error-login', { code: 'AuthorizationException' });
    analytics.identify(7);
    analytics.anonymise();
    expect(sink.track).toHaveBeenCalledWith('error-login', { code: 'AuthorizationException' });
    expect(sink.identify).toHaveBeenCalledWith(7);
    expect(sink.anonymise).toHaveBeenCalled();
  });
});
