import { type Rule, rules, validate } from './rule-set';

const run = (rule: Rule, value: unknown) => rule(value);

describe('rules', () => {
  it.each([
    ['required', rules.required(), 'x', ' ', 'Field is required'],
    ['email', rules.email(), 'a@b.com', 'a@b', 'Wrong email address'],
    ['minLength', rules.minLength(3), 'abc', 'ab', 'Min length is 3'],
    ['maxLength', rules.maxLength(3), 'abc', 'abcd', 'Max length is 3'],
    ['minValue', rules.minValue(10), '10', '9', 'Min value is 10'],
    ['maxValue', rules.maxValue('1,000'), '1,000', '1,001', 'Max value is 1,000'],
    ['fakename', rules.fakename(), 'Lucky7', 'lucky_7', 'Wrong fake name'],
    ['password', rules.password(), 'p@ss!w0rd', 'pass word', 'Wrong password'],
    ['name', rules.name(), 'Maria', 'Mar1a', 'Wrong symbols in name'],
    ['address', rules.address(), 'Main St 5/2', 'Main St #5', 'Wrong address'],
    ['cardNumber', rules.cardNumber(), '411111...1111', '4111111111111112', 'Field Card number'],
    ['iban', rules.iban(), 'DE89370400440532013000', 'DE89370400440532013001', 'Wrong iban'],
    ['sameAs', rules.sameAs('secret'), 'secret', 'secreT', 'Same as field'],
    ['regex', rules.regex(/^[A-Z]+$/), 'ABC', 'AbC', 'Field regex'],
    ['date', rules.date({ max: '31.12.2000' }), '31.12.2000', '01.01.2001', 'Wrong date'],
    ['amountNotMultipleOf', rules.amountNotMultipleOf(5), '25', '26', 'Value is not multiple of 5'],
  ] as const)('%s passes %j, fails %j with its message', (code, rule, good, bad, message) => {
    expect(run(rule, good)).toEqual({ valid: true });
    expect(run(rule, bad)).toEqual({ valid: false, code, message });
  });

  it.each([
    ['regex', rules.regex('^\\d+$')],
    ['minLength', rules.minLength(5)],
    ['maxLength', rules.maxLength(1)],
    ['minValue', rules.minValue(10)],
    ['maxValue', rules.maxValue(-1)],
    ['email', rules.email()],
    ['date', rules.date()],
  ])('empty values pass %s', (_name, rule) => {
    for (const empty of ['', undefined, null]) expect(run(rule, empty)).toEqual({ valid: true });
  });

  it('the loose name rule allows apostrophe and dot', () => {
    expect(run(rules.name(), "O'Neil")).toMatchObject({ valid: false });
    expect(run(rules.name({ loose: true }), "O'Neil Jr.")).toEqual({ valid: true });
  });

  it('minValue and maxValue compare numerically, ignoring thousands commas', () => {
    expect(run(rules.minValue('1,000'), '999')).toMatchObject({ valid: false });
    expect(run(rules.minValue('1,000'), '1,000')).toEqual({ valid: true });
    expect(run(rules.maxValue(100), 'abc')).toMatchObject({ valid: false });
  });

  it('sameAs reads a getter at validation time', () => {
    let other = 'a';
    const rule = rules.sameAs(() => other);
    expect(run(rule, 'a').valid).toBe(true);
    other = 'b';
    expect(run(rule, 'a').valid).toBe(false);
  });

  it('uses a translated dictionary, and the fallbacks where it lacks keys', () => {
    expect(rules.minLength(6)('abc', { minLength: 'Mínimo {min}' }).message).toBe('Mínimo 6');
    expect(rules.maxLength(2)('abc', {}).message).toBe('The maximum length allowed is 2');
    expect(rules.required()('', {}).message).toBe('Value is required');
  });
});

describe('validate', () => {
  it('returns the first failure in order', () => {
    const list = [rules.required(), rules.minLength(6), rules.password()];
    expect(validate('', list)).toMatchObject({ code: 'required' });
    expect(validate('a b', list)).toMatchObject({ code: 'minLength' });
    expect(validate('abc def', list)).toMatchObject({ code: 'password' });
    expect(validate('abcdef', list)).toEqual({ valid: true });
  });

  it('optional lets empty values through and checks filled ones', () => {
    const list = [rules.optional(), rules.sameAs('x'), rules.minLength(3)];
    expect(validate('', list)).toEqual({ valid: true });
    expect(validate('ab', list)).toMatchObject({ code: 'sameAs' });
  });

  it('passes translated messages to every rule', () => {
    expect(validate('', [rules.required()], { required: 'Campo requerido' }).message).toBe('Campo requerido');
  });
});
