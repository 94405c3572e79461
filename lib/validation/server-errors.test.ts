import { DEFAULT_SERVER_NOTICE, mapServerErrors } from './server-errors';

describe('mapServerErrors', () => {
  it('maps error_data objects, taking the first message per field', () => {
    expect(mapServerErrors({ email: ['Email already taken', 'second'], password: 'Too weak', promo_code: [{ code: 'INVALID' }] })).toEqual({
      fields: { email: 'Email already taken', password: 'Too weak', promo_code: 'INVALID' },
    });
  });

  it('maps invalid_parameters lists', () => {
    const data = [
      { field: 'login', message: 'Login exists' },
      { name: 'currency', reason: 'Unsupported' },
      { parameter: 'fakename', error: 'Taken' },
      { message: 'no field' },
      'junk',
    ];
    expect(mapServerErrors(data).fields).toEqual({ login: 'Login exists', currency: 'Unsupported', fakename: 'Taken' });
  });

  it('treats phone and mobile as aliases', () => {
    expect(mapServerErrors({ phone: 'Wrong phone' }).fields).toEqual({ phone: 'Wrong phone', mobile: 'Wrong phone' });
    expect(mapServerErrors({ phone: 'Wrong phone' }, { formFields: ['mobile', 'email'] }).fields).toEqual({ mobile: 'Wrong phone' });
    expect(mapServerErrors({ mobile: 'Used' }, { formFields: ['phone'] }).fields).toEqual({ phone: 'Used' });
  });

  it('gives a general notice when no field-level error results', () => {
    expect(mapServerErrors({})).toEqual({ fields: {}, general: DEFAULT_SERVER_NOTICE });
    expect(mapServerErrors(null, { notice: 'Registration failed' })).toEqual({ fields: {}, general: 'Registration failed' });
    expect(mapServerErrors({ captcha: 'bad' }, { formFields: ['email'], notice: 'x' })).toEqual({ fields: {}, general: 'x' });
    expect(mapServerErrors({ email: [] })).toMatchObject({ general: DEFAULT_SERVER_NOTICE });
  });

  it('keeps the first message when a field and its alias both report', () => {
    expect(mapServerErrors({ mobile: 'first', phone: 'second' }, { formFields: ['mobile'] }).fields).toEqual({ mobile: 'first' });
  });
});
