import { asText, checkPresence, fail, firstFailure, isEmpty, matches, VALID } from './result';

describe('isEmpty', () => {
  it.each([undefined, null, '', '   ', []])('treats %j as empty', (value) => expect(isEmpty(value)).toBe(true));
  it.each([0, false, 'a', [''], {}])('treats %j as filled', (value) => expect(isEmpty(value)).toBe(false));
});

describe('fail', () => {
  it('carries the message key as code and the rendered message', () => {
    expect(fail('minLength', { min: 3 })).toEqual({ valid: false, code: 'minLength', message: 'Min length is 3' });
    expect(fail('required', undefined, { required: 'Obligatorio' }).message).toBe('Obligatorio');
  });
});

describe('checkPresence', () => {
  it('fails an empty value when required, passes it when not, defers on a filled one', () => {
    expect(checkPresence('', {})).toMatchObject({ valid: false, code: 'required' });
    expect(checkPresence(null, { isRequired: false })).toBe(VALID);
    expect(checkPresence('x', {})).toBeUndefined();
    expect(checkPresence(undefined, {}, 'insertEmail')).toMatchObject({ code: 'insertEmail' });
  });
});

describe('helpers', () => {
  it('firstFailure stops at the first failing check', () => {
    const second = vi.fn(() => VALID);
    expect(firstFailure(() => fail('date'), second)).toMatchObject({ code: 'date' });
    expect(second).not.toHaveBeenCalled();
    expect(firstFailure(() => VALID, () => VALID)).toBe(VALID);
  });

  it('asText prints numbers and drops other types', () => {
    expect([asText('a'), asText(12), asText(Number.NaN), asText({})]).toEqual(['a', '12', '', '']);
  });

  it('matches is safe for global patterns', () => {
    const re = /a/g;
    expect([matches(re, 'a'), matches(re, 'a')]).toEqual([true, true]);
  });
});
