import { describe, expect, it } from 'vitest';
import { registrationHintLeft, REGISTRATION_HINT_MS } from './registration-hint';

const regTime = '2026-01-01T10:00:00.000Z';
const at = (minutes: number) => Date.parse(regTime) + minutes * 60_000;

describe('registrationHintLeft', () => {
  it('shows for two hours after registration while there is no deposit', () => {
    expect(registrationHintLeft({ regTime, hasDeposits: false, now: at(0) })).toBe(REGISTRATION_HINT_MS);
    expect(registrationHintLeft({ regTime, hasDeposits: false, now: at(119) })).toBe(60_000);
    expect(registrationHintLeft({ regTime, hasDeposits: false, now: at(120) })).toBe(0);
  });

  it('hides after a deposit, for guests and for unreadable times', () => {
    expect(registrationHintLeft({ regTime, hasDeposits: true, now: at(5) })).toBe(0);
    expect(registrationHintLeft({ regTime: null, hasDeposits: false, now: at(5) })).toBe(0);
    expect(registrationHintLeft({ regTime: 'yesterday', hasDeposits: false, now: at(5) })).toBe(0);
  });
});
