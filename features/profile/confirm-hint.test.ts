import { describe, expect, it } from 'vitest';
import { CONFIRM_HINT_MS, confirmHintShown, loginContactOf } from './confirm-hint';

const REG = '2025-03-01T10:00:00Z';
const registered = Date.parse(REG);
const email = { type: 'email' as const, contact: 'Ann@Example.com', is_confirmed: false };
const phone = { type: 'phone' as const, contact: '447911123456', is_confirmed: false };

describe('confirm-contact hint (§4)', () => {
  it('shows from registration until 5 days (432,000,000 ms) later, not at the 5-day mark', () => {
    const at = (ms: number) => confirmHintShown({ regTime: REG, loginContact: email, confirmSent: false, now: registered + ms });
    expect(CONFIRM_HINT_MS).toBe(432_000_000);
    expect(at(0)).toBe(true);
    expect(at(CONFIRM_HINT_MS - 1)).toBe(true);
    expect(at(CONFIRM_HINT_MS)).toBe(false);
    expect(at(CONFIRM_HINT_MS + 86_400_000)).toBe(false);
    expect(at(-1)).toBe(false); // a reg_time ahead of the clock
  });

  it('hides once the login contact is confirmed or the confirm_sent mark is stored', () => {
    const now = registered + 60_000;
    expect(confirmHintShown({ regTime: REG, loginContact: { ...email, is_confirmed: true }, confirmSent: false, now })).toBe(false);
    expect(confirmHintShown({ regTime: REG, loginContact: email, confirmSent: true, now })).toBe(false);
  });

  it('hides without a reg_time, with an unreadable one, or without a login contact', () => {
    const now = registered + 60_000;
    expect(confirmHintShown({ regTime: null, loginContact: email, confirmSent: false, now })).toBe(false);
    expect(confirmHintShown({ regTime: 'yesterday', loginContact: email, confirmSent: false, now })).toBe(false);
    expect(confirmHintShown({ regTime: REG, loginContact: undefined, confirmSent: false, now })).toBe(false);
  });

  it('finds the login contact: the e-mail case-insensitively, a phone login with or without its +', () => {
    expect(loginContactOf('ann@example.com', [phone, email])).toBe(email);
    expect(loginContactOf('+447911123456', [email, phone])).toBe(phone);
    expect(loginContactOf('someone', [email, phone])).toBeUndefined();
    expect(loginContactOf(null, [email])).toBeUndefined();
  });
});
