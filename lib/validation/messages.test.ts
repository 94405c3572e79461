import { createMessages, DEFAULT_MESSAGES, interpolate, renderMessage } from './messages';

describe('DEFAULT_MESSAGES', () => {
  it.each([
    ['required', 'Field is required'],
    ['email', 'Wrong email address'],
    ['minLength', 'Min length is {min}'],
    ['maxLength', 'Max length is {max}'],
    ['phone', 'Wrong phone number'],
    ['fakename', 'Wrong fake name'],
    ['password', 'Wrong password'],
    ['name', 'Wrong symbols in name'],
    ['address', 'Wrong address'],
    ['iban', 'Wrong iban'],
    ['sameAs', 'Same as field'],
    ['regex', 'Field regex'],
    ['cardNumber', 'Field Card number'],
    ['minValue', 'Min value is {min}'],
    ['maxValue', 'Max value is {max}'],
    ['date', 'Wrong date'],
    ['amountNotMultipleOf', 'Value is not multiple of {value}'],
  ] as const)('%s is the §5 default %j', (key, text) => {
    expect(DEFAULT_MESSAGES[key]).toBe(text);
    expect(renderMessage(key)).toBe(text);
  });
});

describe('renderMessage', () => {
  it('interpolates min, max and value', () => {
    expect(renderMessage('minLength', { min: 6 })).toBe('Min length is 6');
    expect(renderMessage('maxValue', { max: '1,000' })).toBe('Max value is 1,000');
    expect(renderMessage('amountNotMultipleOf', { value: 5 })).toBe('Value is not multiple of 5');
  });

  it.each([
    ['required', {}, 'Value is required'],
    ['email', {}, 'Value is not a valid email address'],
    ['maxLength', { max: 20 }, 'The maximum length allowed is 20'],
    ['minLength', { min: 4 }, 'This field should be at least 4 characters long'],
    ['sameAs', {}, 'The value must be equal to the other value'],
  ] as const)('falls back for %s when a supplied dictionary lacks it', (key, params, text) => {
    expect(renderMessage(key, params, {})).toBe(text);
    expect(renderMessage(key, params, { [key]: '' })).toBe(text);
  });

  it('uses the en-US default for keys without a fallback', () => {
    expect(renderMessage('iban', undefined, { required: 'Obrigatório' })).toBe('Wrong iban');
  });

  it('prefers the supplied translation', () => {
    expect(renderMessage('minLength', { min: 6 }, { minLength: 'Mínimo {min}' })).toBe('Mínimo 6');
  });
});

describe('createMessages', () => {
  it('fills what overrides leave out with the defaults and ignores empty strings', () => {
    const messages = createMessages({ required: 'Campo obrigatório', email: '' });
    expect(messages.required).toBe('Campo obrigatório');
    expect(messages.email).toBe('Wrong email address');
    expect(Object.keys(messages)).toEqual(Object.keys(DEFAULT_MESSAGES));
  });

  it('returns a fresh copy of the defaults without overrides', () => {
    expect(createMessages()).toEqual(DEFAULT_MESSAGES);
    expect(createMessages()).not.toBe(DEFAULT_MESSAGES);
  });
});

describe('interpolate', () => {
  it('leaves unknown or missing placeholders untouched', () => {
    expect(interpolate('{min}-{max} {other}', { min: 1 })).toBe('1-{max} {other}');
  });
});
