import { describe, expect, it } from 'vitest';
import type { Bonus } from '@/lib/contract';
import { ApiError } from '@/lib/errors';
import { applyProgress } from './components/wagering-progress';
import { errorKey } from './errors';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const bonus = (id: number, wagered: number): Bonus => ({
  id,
  type: 'casino',
  status: 'active',
  title: `Bonus ${id}`,
  source: 'offer',
  description: {},
  amount: usd(10),
  balance: usd(10),
  converted: usd(0),
  wager: { bonus_id: id, type: 'casino', status: 'active', multiplier: 5, base: 'bonus', wagered: usd(wagered), required: usd(50), percent: (wagered / 50) * 100 },
  max_bet: usd(5),
  max_cashout: null,
  contributions: { slot: 100 },
  expires_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  activated_at: null,
  finished_at: null,
});

describe('applyProgress', () => {
  it('moves the pushed bonus’s progress and leaves the others', () => {
    const list = [bonus(1, 0), bonus(2, 10)];
    const next = applyProgress(list, { bonus_id: 1, type: 'casino', status: 'active', wagered: usd(25), required: usd(50), percent: 50 })!;
    expect(next.map((b) => b.wager.percent)).toEqual([50, 20]);
    expect(next[0]!.wager.wagered).toEqual(usd(25));
  });

  it('drops a bonus that completed (or ended) from the running list', () => {
    const next = applyProgress([bonus(1, 45)], { bonus_id: 1, type: 'casino', status: 'completed', wagered: usd(50), required: usd(50), percent: 100 });
    expect(next).toEqual([]);
  });
});

describe('errorKey', () => {
  const known = (key: string) => ['errors.another_active', 'errors.AccessDeniedException'].includes(key);
  it('names the first field code the messages know, else the error type, else general', () => {
    expect(errorKey(new ApiError('InvalidParameterException', { bonus_id: ['another_active'] }), known)).toBe('another_active');
    expect(errorKey(new ApiError('AccessDeniedException'), known)).toBe('AccessDeniedException');
    expect(errorKey(new ApiError('InvalidParameterException', { bonus_id: ['odd'] }), known)).toBe('general');
    expect(errorKey(new Error('boom'), known)).toBe('general');
  });
});
