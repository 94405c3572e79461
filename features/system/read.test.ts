import { describe, expect, it } from 'vitest';
import { readList, readMoney, readText } from './read';

describe('readList', () => {
  it('reads a bare array or the first known list key, keeping only objects', () => {
    expect(readList([{ a: 1 }, 2, null])).toEqual([{ a: 1 }]);
    expect(readList({ methods: [{ sysname: 'card' }] })).toEqual([{ sysname: 'card' }]);
    expect(readList({ items: 'nope' })).toEqual([]);
    expect(readList(null)).toEqual([]);
  });
});

describe('readText', () => {
  it('returns the first non-empty string or number among the keys', () => {
    expect(readText({ name: ' ', title: 'Card' }, 'name', 'title')).toBe('Card');
    expect(readText({ id: 7 }, 'id')).toBe('7');
    expect(readText(undefined, 'x')).toBeUndefined();
  });
});

describe('readMoney', () => {
  it('reads nested, flat and numeric amounts', () => {
    expect(readMoney({ amount: { amount: 5, currency: 'USD' } })).toEqual({ amount: 5, currency: 'USD' });
    expect(readMoney({ amount: 5, currency: 'EUR' })).toEqual({ amount: 5, currency: 'EUR' });
    expect(readMoney({ sum: 'x' }, 'sum')).toBeUndefined();
  });
});
