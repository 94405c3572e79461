import { describe, expect, it } from 'vitest';
import { PlatformError } from '@/lib/errors';
import { parseStake } from './limits';

/** What parseStake answers: the minor units, or the InvalidParameter's error_data. */
function parsed(value: unknown, currency = 'USD', field?: string): bigint | unknown {
  try {
    return parseStake(value, currency, field);
  } catch (error) {
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).type).toBe('InvalidParameterException');
    return (error as PlatformError).data;
  }
}

describe('parseStake, the one parser of stakes', () => {
  it('answers minor units for stakes within the limits, as numbers or decimal text', () => {
    expect(parsed(1)).toBe(100n);
    expect(parsed(0.1)).toBe(10n);
    expect(parsed(100)).toBe(10_000n);
    expect(parsed('2.5')).toBe(250n);
    expect(parsed('1e1')).toBe(1000n);
    expect(parsed(1.1)).toBe(110n);
    expect(parsed(0.00001, 'BTC')).toBe(1000n);
    expect(parsed(10_000, 'JPY')).toBe(10_000n);
  });

  it('answers max (with the limits), never a thrown RangeError, for stakes whose minor units overflow a double', () => {
    const max = { bet: ['max'], min: 0.1, max: 100, currency: 'USD' };
    for (const huge of [1e306, 1.8e306, 1e307, 1e308, Number.MAX_VALUE, '1e307', '1e308']) expect(parsed(huge)).toEqual(max);
    expect(parsed(1e307, 'BTC')).toMatchObject({ bet: ['max'] });
    expect(parsed(Number.MAX_VALUE, 'JPY')).toMatchObject({ bet: ['max'] });
    expect(parsed(1e308, 'USD', 'stake')).toEqual({ stake: ['max'], min: 0.1, max: 100, currency: 'USD' });
  });

  it('refuses what is not a finite positive amount as invalid', () => {
    for (const bad of ['1e400', Infinity, -Infinity, NaN, 0, -0, -1, -1e308, '', ' ', 'x', '0x10', 'Infinity', '1,5', null, undefined, true, [], {}, [1]]) {
      expect(parsed(bad), String(bad)).toEqual({ bet: ['invalid'] });
    }
  });

  it('refuses more decimals than the currency has, and stakes outside the limits', () => {
    expect(parsed(0.123)).toEqual({ bet: ['invalid'] });
    expect(parsed(1.005)).toEqual({ bet: ['invalid'] });
    expect(parsed('1.001')).toEqual({ bet: ['invalid'] });
    expect(parsed(10.5, 'JPY')).toEqual({ bet: ['invalid'] });
    expect(parsed(0.000010001, 'BTC')).toEqual({ bet: ['invalid'] });
    expect(parsed(0.05)).toEqual({ bet: ['min'], min: 0.1, max: 100, currency: 'USD' });
    expect(parsed(100.01)).toEqual({ bet: ['max'], min: 0.1, max: 100, currency: 'USD' });
    expect(parsed(0.05, 'USD', 'bets')).toMatchObject({ bets: ['min'] });
  });
});
