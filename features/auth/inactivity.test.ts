import { describe, expect, it } from 'vitest';
import { inactivityPhase, limitFor } from './inactivity';

const limits = { time_to_force_logout: 100, user_inactivity_cashier_time: 50, user_inactivity_pp_time: 0 };

describe('inactivity (SPEC §4)', () => {
  it('warns during the last 20 % with a countdown, then expires', () => {
    expect(inactivityPhase(79_000, 100)).toEqual({ phase: 'active' });
    expect(inactivityPhase(80_000, 100)).toEqual({ phase: 'warning', secondsLeft: 20 });
    expect(inactivityPhase(99_100, 100)).toEqual({ phase: 'warning', secondsLeft: 1 });
    expect(inactivityPhase(100_000, 100)).toEqual({ phase: 'expired' });
  });

  it('is off without a limit', () => {
    expect(inactivityPhase(10 ** 9, 0)).toEqual({ phase: 'active' });
  });

  it('uses the cashier limit on cashier paths and the general one elsewhere', () => {
    expect(limitFor('/pt-BR/cashier/deposit', limits)).toBe(50);
    expect(limitFor('/profile/settings', limits)).toBe(100);
    expect(limitFor('/gamehall', limits)).toBe(100);
  });
});
