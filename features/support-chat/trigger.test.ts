// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_LOAD_MS, INTERACTION_EVENTS, onFirstInteraction } from './trigger';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('onFirstInteraction', () => {
  it.each(INTERACTION_EVENTS)('runs once on the first %s', (event) => {
    const run = vi.fn();
    const cancel = onFirstInteraction(run);
    window.dispatchEvent(new Event(event));
    window.dispatchEvent(new Event('click'));
    vi.advanceTimersByTime(5 * FALLBACK_LOAD_MS);
    expect(run).toHaveBeenCalledTimes(1);
    cancel();
  });

  it('without interaction, runs 1 s after the page loaded (when idle), not before', () => {
    const run = vi.fn();
    const cancel = onFirstInteraction(run);
    vi.advanceTimersByTime(FALLBACK_LOAD_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 + FALLBACK_LOAD_MS);
    expect(run).toHaveBeenCalledTimes(1);
    cancel();
  });

  it('does nothing once cancelled', () => {
    const run = vi.fn();
    onFirstInteraction(run)();
    window.dispatchEvent(new Event('click'));
    vi.advanceTimersByTime(5 * FALLBACK_LOAD_MS);
    expect(run).not.toHaveBeenCalled();
  });
});
