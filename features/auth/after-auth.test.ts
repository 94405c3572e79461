import { describe, expect, it } from 'vitest';
import { type Cashback, pickUnseenCashback, registeredEmail } from './after-auth';

const cashback = (over: Partial<Cashback> = {}): Cashback => ({ id: 7, status: 'active', description: {}, receiving_expired_at: '2099-12-31T00:00:00Z', end_date: '2025-01-19T00:00:00Z', ...over });

describe('pickUnseenCashback (§4 Cashback)', () => {
  it('shows the newest active cashback until its id is stored as seen', () => {
    expect(pickUnseenCashback([cashback()], null)).toMatchObject({ id: 7 });
    expect(pickUnseenCashback([cashback()], '6')).toMatchObject({ id: 7 });
    expect(pickUnseenCashback([cashback()], '7')).toBeNull();
    expect(pickUnseenCashback([], null)).toBeNull();
  });

  it('does not offer an active cashback whose claim-by time has passed', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(pickUnseenCashback([cashback({ receiving_expired_at: '2026-03-01T11:59:59Z' })], null, now)).toBeNull();
    expect(pickUnseenCashback([cashback({ receiving_expired_at: '2026-03-02T00:00:00Z' })], null, now)).toMatchObject({ id: 7 });
    expect(pickUnseenCashback([cashback({ receiving_expired_at: null })], null, now)).toMatchObject({ id: 7 });
  });

  it('shows a paid-out one only when it has no expiry of receipt', () => {
    expect(pickUnseenCashback([cashback({ status: 'paid_out', receiving_expired_at: null })], null)).toMatchObject({ id: 7 });
    expect(pickUnseenCashback([cashback({ status: 'paid_out' })], null)).toBeNull();
  });
});

describe('registeredEmail', () => {
  it('takes the e-mail, else a login that is an address, else nothing', () => {
    expect(registeredEmail({ email: ' ana@example.com ', login: 'ana' })).toBe('ana@example.com');
    expect(registeredEmail({ login: 'ana@example.com' })).toBe('ana@example.com');
    expect(registeredEmail({ login: '5511987654321', phone: '+5511987654321' })).toBeNull();
  });
});
