import { describe, expect, it } from 'vitest';
import { betFiltersQuery, readBetFilters } from './filters';

describe('readBetFilters', () => {
  it('reads mode and a day range', () => {
    expect(readBetFilters({ mode: 'real', from: '2026-01-01', to: '2026-01-31' })).toEqual({ mode: 'real', date_from: '2026-01-01', date_to: '2026-01-31' });
    expect(readBetFilters({})).toEqual({});
  });

  it('drops unknown modes and impossible dates, and orders a reversed range', () => {
    expect(readBetFilters({ mode: 'fun', from: '2026-02-30', to: 'yesterday' })).toEqual({});
    expect(readBetFilters({ from: '2026-03-10', to: '2026-03-01' })).toEqual({ date_from: '2026-03-01', date_to: '2026-03-10' });
    expect(readBetFilters({ mode: ['demo', 'real'] })).toEqual({ mode: 'demo' });
  });
});

describe('betFiltersQuery', () => {
  it('writes the filters back for paging links', () => {
    expect(betFiltersQuery({ mode: 'demo', date_from: '2026-01-01' })).toBe('?mode=demo&from=2026-01-01');
    expect(betFiltersQuery({})).toBe('');
  });
});
