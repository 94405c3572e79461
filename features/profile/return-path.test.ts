import { describe, expect, it } from 'vitest';
import { returnPathOf } from './return-path';

describe('returnPathOf', () => {
  it('leads back to the cashier form that asked for the data', () => {
    expect(returnPathOf('deposit')).toBe('/cashier/deposit');
    expect(returnPathOf('withdraw')).toBe('/cashier/withdraw');
    expect(returnPathOf('/cashier/deposit/demo_card?amount=20')).toBe('/cashier/deposit/demo_card?amount=20');
  });

  it('refuses other sites and nothing at all', () => {
    expect(returnPathOf('//evil.example/x')).toBeNull();
    expect(returnPathOf('/\\evil.example')).toBeNull();
    expect(returnPathOf('https://evil.example')).toBeNull();
    expect(returnPathOf(undefined)).toBeNull();
    expect(returnPathOf(['deposit'])).toBeNull();
  });
});
