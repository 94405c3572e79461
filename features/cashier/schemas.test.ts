import { paymentSchema } from './schemas';

describe('paymentSchema', () => {
  const schema = paymentSchema({ min: 10, max: 5000, currency: 'USD' }, [{ name: 'card_number', kind: 'card', required: true }]);

  it('takes a card number typed in groups and sends its digits alone', () => {
    const parsed = schema.safeParse({ amount: '100', requisites: { card_number: '4111 1111 1111 1111' } });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.requisites.card_number).toBe('4111111111111111');
  });

  it('still refuses an empty or non-Luhn card number', () => {
    expect(schema.safeParse({ amount: '100', requisites: { card_number: '' } }).success).toBe(false);
    expect(schema.safeParse({ amount: '100', requisites: { card_number: '4111 1111 1111 1112' } }).success).toBe(false);
  });
});
