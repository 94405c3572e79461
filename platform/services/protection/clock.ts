/**
 * The time protection reads: cooling-off, windows, exclusions and reality checks all ask it, so
 * tests can move it forward instead of waiting (`clock.set`, `clock.advance`, `clock.reset`).
 */
let offsetMs = 0;
let fixed: Date | null = null;

export const clock = {
  now(): Date {
    return fixed ? new Date(fixed.getTime() + offsetMs) : new Date(Date.now() + offsetMs);
  },
  /** Fixes the clock at `at` (it no longer moves by itself). */
  set(at: Date): void {
    fixed = at;
    offsetMs = 0;
  },
  advance(ms: number): void {
    offsetMs += ms;
  },
  reset(): void {
    fixed = null;
    offsetMs = 0;
  },
};
