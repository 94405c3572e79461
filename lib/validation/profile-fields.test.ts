import { isProfileFieldRequired, profileFieldErrors, type ProfileFieldDefinition, validateProfileField } from './profile-fields';

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
