import { isProfileFieldRequired, profileFieldErrors, type ProfileFieldDefinition, profileSaveErrors, validateProfileField } from './profile-fields';

const def = (sysname: string, required: boolean, visible = true): ProfileFieldDefinition => ({ sysname, type: 'input', params: { is_required: required, is_visible: visible } });
const PT = { required: 'Campo obrigatório', name: 'Caracteres inválidos no nome', address: 'Endereço inválido' };

describe('validateProfileField', () => {
  it('a shown sex left unchosen (0, "" or "0") is "Field is required" (§5: must be truthy), even where the definition calls it optional', () => {
    for (const required of [true, false]) {
      for (const value of [0, '', '0', undefined]) {
        expect(validateProfileField(def('sex', required), value)).toMatchObject({ valid: false, code: 'required', message: 'Field is required' });
      }
      expect(validateProfileField(def('sex', required), '2')).toEqual({ valid: true });
      expect(validateProfileField(def('sex', required), 1)).toEqual({ valid: true });
    }
    expect(validateProfileField(def('sex', false), '', new Date(), PT)).toMatchObject({ message: 'Campo obrigatório' });
    expect(isProfileFieldRequired(def('sex', false))).toBe(true);
    expect(isProfileFieldRequired(def('home_town', false))).toBe(false);
  });

  it('a sex with an options list must be one of its ids (a "7" is "Invalid value"); the form\'s text of a listed id passes', () => {
    const sex: ProfileFieldDefinition = { ...def('sex', true), type: 'select', options: { list: [{ id: 1, name: 'male' }, { id: 2, name: 'female' }] } };
    for (const value of [7, '7', 3, '-1', 'male']) expect(validateProfileField(sex, value), String(value)).toMatchObject({ valid: false, code: 'wrongField' });
    for (const value of [1, 2, '1', '2']) expect(validateProfileField(sex, value), String(value)).toEqual({ valid: true });
    expect(validateProfileField(sex, 0)).toMatchObject({ code: 'required' });
  });

  it('names with digits or symbols say "Wrong symbols in name"; a town or an address with symbols "Wrong address"', () => {
    expect(validateProfileField(def('first_name', true), 'J0hn')).toMatchObject({ code: 'name', message: 'Wrong symbols in name' });
    expect(validateProfileField(def('last_name', true), 'O@Brien')).toMatchObject({ code: 'name', message: 'Wrong symbols in name' });
    expect(validateProfileField(def('middle_name', false), 'M1')).toMatchObject({ code: 'name' });
    expect(validateProfileField(def('home_town', true), 'Town<script>')).toMatchObject({ code: 'address', message: 'Wrong address' });
    expect(validateProfileField(def('address', true), 'Town<script>')).toMatchObject({ code: 'address', message: 'Wrong address' });
    expect(validateProfileField(def('first_name', true), 'J0hn', new Date(), PT)).toMatchObject({ message: 'Caracteres inválidos no nome' });
    expect(validateProfileField(def('address', true), 'Rua <b>', new Date(), PT)).toMatchObject({ message: 'Endereço inválido' });
    // still allowed: the loose rule for towns, digits and / in addresses
    expect(validateProfileField(def('home_town', true), "St. John's")).toEqual({ valid: true });
    expect(validateProfileField(def('address', true), 'Rua Augusta 12/3')).toEqual({ valid: true });
  });
});

describe('profileFieldErrors (the platform’s saveProfileInfo answer)', () => {
  it('answers the same codes as the form, so the page shows the same messages', () => {
    const defs = [def('first_name', true), def('last_name', true), def('sex', false), def('home_town', true), def('address', true), def('hidden', true, false)];
    expect(profileFieldErrors(defs, { first_name: 'J0hn', last_name: 'O@Brien', sex: 0, home_town: 'Town<script>', address: 'Town<script>' })).toEqual({
      first_name: ['name'],
      last_name: ['name'],
      sex: ['required'],
      home_town: ['address'],
      address: ['address'],
    });
    expect(profileFieldErrors(defs, { first_name: 'John' }, { partial: true })).toEqual({});
  });
});

describe('profileSaveErrors (every key a saveProfileInfo request carries)', () => {
  const hidden = (d: ProfileFieldDefinition): ProfileFieldDefinition => ({ ...d, params: { ...d.params, is_visible: false } });
  const defs: ProfileFieldDefinition[] = [
    def('first_name', true),
    hidden(def('middle_name', false)),
    { ...def('sex', true), type: 'select', options: { list: [{ id: 1, name: 'male' }, { id: 2, name: 'female' }] } },
    { ...hidden(def('country', false)), type: 'select', options: { list: ['US', 'United States', 'BR', 'Brasil'] } },
    { ...hidden(def('document_type', true)), type: 'select', options: { list: ['cpf'] } },
    { ...hidden(def('document_number', true)), options: { regex: '^\\d{3}\\.?\\d{3}\\.?\\d{3}-?\\d{2}$' } },
  ];

  it('checks a field the form does not show by its own rule, like a shown one', () => {
    expect(
      profileSaveErrors(defs, {
        first_name: '<img src=x onerror=alert(1)>',
        middle_name: '<img src=x onerror=alert(1)>',
        country: 'ZZ<',
        document_type: '<script>',
        document_number: '‹img…>',
        sex: 7,
      }),
    ).toEqual({ first_name: ['name'], middle_name: ['name'], country: ['wrongField'], document_type: ['wrongField'], document_number: ['regex'], sex: ['wrongField'] });
  });

  it('refuses a key with no definition (e-mail, login, phone country, anything unknown): the save would not change it', () => {
    expect(profileSaveErrors(defs, { email: 'someone@example.com', login: 'someone', phone_country_code: 'GB', foo: 'bar', first_name: 'Ann' })).toEqual({
      email: ['wrongField'],
      login: ['wrongField'],
      phone_country_code: ['wrongField'],
      foo: ['wrongField'],
    });
    const proto = profileSaveErrors(defs, JSON.parse('{"__proto__": "x", "constructor": "y"}') as Record<string, unknown>);
    expect(Object.keys(proto)).toEqual(['__proto__', 'constructor']);
  });

  it('passes good values, absent keys and a hidden field cleared; a shown required field cleared is required', () => {
    expect(profileSaveErrors(defs, { first_name: 'Ann', middle_name: 'Maria', country: 'Brasil', document_type: 'cpf', document_number: '123.456.789-09', sex: 2, email: undefined })).toEqual({});
    expect(profileSaveErrors(defs, { middle_name: '', country: '', document_type: '', document_number: '' })).toEqual({});
    expect(profileSaveErrors(defs, { first_name: '' })).toEqual({ first_name: ['required'] });
    expect(profileSaveErrors(defs, {})).toEqual({});
  });
});

describe('the birth date and the minimum age', () => {
  const now = new Date(2026, 11, 7);
  const birth = { ...def('birth_date', true), type: 'date' };
  it('refuses a birth date under the minimum age on the form and in a save, shown or not', () => {
    expect(validateProfileField(birth, '08.12.2008', now, undefined, 18)).toMatchObject({ valid: false, code: 'underAge', message: 'You must be at least 18 years old' });
    expect(validateProfileField(birth, '07.12.2008', now, undefined, 18).valid).toBe(true);
    expect(profileFieldErrors([birth], { birth_date: '01.01.2016' }, { now, minAge: 18 })).toEqual({ birth_date: ['underAge'] });
    expect(profileSaveErrors([{ ...birth, params: { is_required: false, is_visible: false } }], { birth_date: '01.01.2006' }, { now, minAge: 21 })).toEqual({ birth_date: ['underAge'] });
    expect(profileSaveErrors([birth], { birth_date: '01.01.2005' }, { now, minAge: 21 })).toEqual({});
  });
});
