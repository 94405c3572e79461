import { normalizeOtp, validateEmail, validateFakename, validateOtp } from './account-fields';

describe('validateEmail', () => {
  it.each(['a@b.com', 'first.last+tag@mail.co.uk', '  user@site.org  ', 'имя@почта.рф'])('accepts %j', (value) => {
    expect(validateEmail(value)).toEqual({ valid: true });
  });

  it.each(['plain', 'a@b', 'a@b.c.d.e', 'a b@c.com', 'a@b .com', 'a@@b.com', '@b.com', 'a@.com', 'a@b..com'])(
    'rejects %j with wrongEmail',
    (value) => expect(validateEmail(value)).toMatchObject({ valid: false, code: 'wrongEmail', message: 'Wrong email address' }),
  );

  it('asks to insert an email when empty; optional when told', () => {
    expect(validateEmail('')).toMatchObject({ code: 'insertEmail', message: 'Enter your email address' });
    expect(validateEmail(undefined, { isRequired: false })).toEqual({ valid: true });
  });
});

describe('validateFakename', () => {
  it('accepts four or more letters and digits', () => {
    expect(validateFakename('Lucky7')).toEqual({ valid: true });
    expect(validateFakename('Жора')).toEqual({ valid: true });
  });

  it('needs at least 4 characters', () => {
    expect(validateFakename('abc')).toMatchObject({ code: 'minLength', message: 'Min length is 4' });
  });

  it.each([',', '_', ' ', "'", '"', '`', '-', '!', '@', '#', '$', '%', '^', '&', '*', '(', ')', '+', '=', '[', ']', '{', '}', ';', ':', '\\', '|', '<', '>', '/', '?', '~'])(
    'rejects %j',
    (char) => expect(validateFakename(`nick${char}name`)).toMatchObject({ code: 'fakename', message: 'Wrong fake name' }),
  );

  it('is required', () => expect(validateFakename('')).toMatchObject({ code: 'required' }));
});

describe('validateOtp', () => {
  it('accepts exactly six digits', () => expect(validateOtp('012345')).toEqual({ valid: true }));

  it.each(['12345', '1234567', '12345a', ' 123456', '12 456'])('rejects %j', (value) => {
    expect(validateOtp(value)).toMatchObject({ code: 'otpDigits', message: 'The code must contain 6 digits' });
  });

  it('is required', () => expect(validateOtp('')).toMatchObject({ code: 'required', message: 'Field is required' }));

  it('normalizes typed or pasted codes to at most six digits', () => {
    expect(normalizeOtp('12-34 567')).toBe('123456');
  });
});
