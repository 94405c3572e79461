// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('runs what was queued one callback per idle period, in order, and a cancelled one never', () => {
    const periods: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => periods.push(run));
    const ran: string[] = [];
    whenIdle(() => ran.push('first'));
    const cancel = whenIdle(() => ran.push('cancelled'));
    whenIdle(() => ran.push('third'));
    cancel();
    expect(ran).toEqual([]);
    periods.shift()!();
    expect(ran).toEqual(['first']);
    periods.shift()!();
    expect(ran).toEqual(['first', 'third']);
    expect(periods).toHaveLength(0);
  });

  it('asks for one idle period at a time, also when a callback queues another', () => {
    const periods: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => periods.push(run));
    const ran: string[] = [];
    whenIdle(() => {
      ran.push('outer');
      whenIdle(() => ran.push('inner'));
    });
    periods.shift()!();
    expect(periods).toHaveLength(1);
    periods.shift()!();
    expect(ran).toEqual(['outer', 'inner']);
    expect(periods).toHaveLength(0);
  });

  it('falls back to a timer where the browser has no requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledOnce();
  });
});
