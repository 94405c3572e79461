import { describe, expect, it, vi } from 'vitest';
import { hitUrl, SECURITY_HIT_MS, SEON_AGENT_URL, seonScriptUrl, startBeacons, type BeaconEnv } from './beacons';

function fakeEnv(overrides: Partial<BeaconEnv> = {}) {
  const sent: string[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const env: BeaconEnv = {
    win: {},
    search: '?track_id=td_abc123&utm_source=ads',
    referrer: 'https://search.example/q',
    send: (url) => void sent.push(url),
    loadScript: vi.fn(async () => undefined),
    later: (run, ms) => void timers.push({ run, ms }),
    log: vi.fn(),
    ...overrides,
  };
  return { env, sent, timers };
}

describe('start-up beacons', () => {
  it('hit URL: the landing query as it came plus the referrer', () => {
    const url = new URL(hitUrl('?track_id=td_abc123&utm_source=ads', 'https://ref.example/'), 'http://x');
    expect(url.pathname).toBe('/hit');
    expect(Object.fromEntries(url.searchParams)).toEqual({ track_id: 'td_abc123', utm_source: 'ads', referer: 'https://ref.example/' });
    expect(hitUrl('', '')).toBe('/hit');
  });

  it('sends the hit at once and the security hit 3 s after start-up; no fingerprinting when SEON is off', async () => {
    const { env, sent, timers } = fakeEnv();
    const done = startBeacons(env, { seon: false });
    expect(sent).toEqual(['/hit?track_id=td_abc123&utm_source=ads&referer=https%3A%2F%2Fsearch.example%2Fq']);
    expect(timers.map((t) => t.ms)).toEqual([SECURITY_HIT_MS]);
    timers[0]!.run();
    await done;
    expect(sent[1]).toBe('/hit?action=security');
    expect(env.loadScript).not.toHaveBeenCalled();
  });

  it('with SEON on: loads the agent, and the security hit carries its session', async () => {
    const win: BeaconEnv['win'] = {};
    const loadScript = vi.fn(async () => {
      win.seon = { init: vi.fn(), getSession: vi.fn(async () => 'seon-payload') };
    });
    const { env, sent, timers } = fakeEnv({ win, loadScript });
    const done = startBeacons(env, { seon: true });
    expect(loadScript).toHaveBeenCalledWith(SEON_AGENT_URL);
    timers[0]!.run();
    await done;
    expect(win.seon?.init).toHaveBeenCalled();
    expect(sent[1]).toBe('/hit?action=security&seon_session=seon-payload');
  });

  it('a failing agent is only logged; the security hit still goes', async () => {
    const { env, sent, timers } = fakeEnv({ loadScript: vi.fn(async () => Promise.reject(new Error('blocked'))) });
    const done = startBeacons(env, { seon: true, scriptBase: '/nfx/analytics/standin' });
    expect(env.loadScript).toHaveBeenCalledWith('/nfx/analytics/standin/seon.js');
    timers[0]!.run();
    await done;
    expect(sent[1]).toBe('/hit?action=security');
    expect(env.log).toHaveBeenCalledWith('fingerprinting not loaded', expect.any(Error));
  });

  it('the agent address follows the first-party base', () => {
    expect(seonScriptUrl(null)).toBe(SEON_AGENT_URL);
    expect(seonScriptUrl('/proxy/')).toBe('/proxy/seon.js');
  });
});
