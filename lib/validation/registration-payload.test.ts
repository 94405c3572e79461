import { bettingFromPreference, buildRegistrationPayload } from './registration-payload';

const base = { password: 'secret1', locale: 'pt-BR', currency: 'BRL', terms: true };

describe('buildRegistrationPayload', () => {
  it('skips optional empty or null fields and keeps required ones', () => {
    const payload = buildRegistrationPayload(
      { ...base, email: 'a@b.com', first_name: '', region: null, last_name: '' },
      { definitions: [{ sysname: 'last_name', params: { is_required: true } }] },
    );
    expect(payload).toEqual({ ...base, email: 'a@b.com', login: 'a@b.com', last_name: '' });
  });

  it('omits fields hidden by the chosen auth type', () => {
    const payload = buildRegistrationPayload({ ...base, email: 'a@b.com', fakename: 'Lucky7' }, { hidden: ['fakename'] });
    expect(payload).not.toHaveProperty('fakename');
  });

  it('falls back for login to email, then mobile, stripping a leading +', () => {
    expect(buildRegistrationPayload({ ...base, login: '+5511999', email: 'a@b.com' }).login).toBe('5511999');
    expect(buildRegistrationPayload({ ...base, login: '', email: 'a@b.com', mobile: '+5511' }).login).toBe('a@b.com');
    expect(buildRegistrationPayload({ ...base, email: '', mobile: '+5511987654321' }).login).toBe('5511987654321');
    expect(buildRegistrationPayload({ ...base, email: 'a@b.com', mobile: '1' }, { hidden: ['email'] }).login).toBe('1');
    expect(buildRegistrationPayload(base)).not.toHaveProperty('login');
  });

  it('sends mobile as phone', () => {
    const payload = buildRegistrationPayload({ ...base, mobile: '5511987654321', phone_country_code: 'BR' });
    expect(payload).toMatchObject({ phone: '5511987654321', phone_country_code: 'BR' });
    expect(payload).not.toHaveProperty('mobile');
  });

  it("sends notify as '1' or '0'", () => {
    expect(buildRegistrationPayload({ ...base, notify: true }).notify).toBe('1');
    expect(buildRegistrationPayload({ ...base, notify: false }).notify).toBe('0');
    expect(buildRegistrationPayload(base)).not.toHaveProperty('notify');
  });

  it('takes is_betting from the stored preference over the form value', () => {
    expect(buildRegistrationPayload({ ...base, is_betting: '0' }, { bettingPreference: '2' }).is_betting).toBe('1');
    expect(buildRegistrationPayload({ ...base, is_betting: '1' }, { bettingPreference: '1' }).is_betting).toBe('0');
    expect(buildRegistrationPayload({ ...base, is_betting: true }).is_betting).toBe('1');
    expect(buildRegistrationPayload(base, { bettingPreference: null })).not.toHaveProperty('is_betting');
  });

  it('trims the promo code and sends it only while its checkbox is ticked', () => {
    expect(buildRegistrationPayload({ ...base, hasPromocode: true, promo_code: ' WELCOME ' })).toEqual({ ...base, promo_code: 'WELCOME' });
    expect(buildRegistrationPayload({ ...base, hasPromocode: false, promo_code: 'WELCOME' })).toEqual(base);
    expect(buildRegistrationPayload({ ...base, hasPromocode: true, promo_code: '   ' })).toEqual(base);
  });
});

describe('bettingFromPreference', () => {
  it("maps '2' to betting and '1' to casino", () => {
    expect([bettingFromPreference('2'), bettingFromPreference('1'), bettingFromPreference('3'), bettingFromPreference(undefined)]).toEqual([
      '1',
      '0',
      undefined,
      undefined,
    ]);
  });
});
