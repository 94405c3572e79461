import {
  chooseFieldDefinitions,
  type FieldDefinition,
  fieldRegex,
  isFieldRequired,
  isFieldVisible,
  pickFieldDefinition,
  validateRegistrationField,
} from './registration-fields';

const def = (sysname: string, params: FieldDefinition['params'] = {}, regex?: string): FieldDefinition => ({
  sysname,
  params,
  options: regex === undefined ? null : { regex },
});

describe('field definitions', () => {
  const full = [def('email', { is_required: true }), def('first_name', { is_required: 1 })];
  const fast = [def('email', { is_required: false })];

  it('chooses the full type when fast and full both exist', () => {
    expect(chooseFieldDefinitions({ full, fast })).toBe(full);
    expect(chooseFieldDefinitions({ fast })).toBe(fast);
    expect(chooseFieldDefinitions({})).toEqual([]);
    expect(isFieldRequired(pickFieldDefinition('email', { full, fast }))).toBe(true);
    expect(isFieldRequired(pickFieldDefinition('email', { fast }))).toBe(false);
  });

  it('reads is_required and is_visible flags in their usual spellings', () => {
    for (const on of [true, 1, '1', 'true']) expect(isFieldRequired(def('x', { is_required: on }))).toBe(true);
    for (const off of [false, 0, '0', null, undefined]) expect(isFieldRequired(def('x', { is_required: off }))).toBe(false);
    expect(isFieldRequired(undefined)).toBe(false);
    expect(isFieldVisible(def('x'))).toBe(true);
    expect(isFieldVisible(def('x', { is_visible: 0 }))).toBe(false);
    expect(isFieldVisible(def('x', { is_visible: '1' }))).toBe(true);
  });

  it('builds the regex from the options, as a literal or a bare source', () => {
    expect(fieldRegex(def('x', {}, '/^[a-z]+$/i'))?.test('ABC')).toBe(true);
    expect(fieldRegex(def('x', {}, '^\\d{11}$'))?.test('12345678901')).toBe(true);
    expect(fieldRegex(def('x', {}, '(unclosed'))).toBeUndefined();
    expect(fieldRegex(def('x'))).toBeUndefined();
  });
});

describe('validateRegistrationField', () => {
  const cpf = def('cpf', { is_required: true }, '^\\d{11}$');

  it('requires a field its definition requires, then applies its regex', () => {
    expect(validateRegistrationField('', cpf)).toMatchObject({ code: 'required' });
    expect(validateRegistrationField('123', cpf)).toMatchObject({ code: 'wrongField' });
    expect(validateRegistrationField('12345678901', cpf)).toEqual({ valid: true });
  });

  it('lets optional fields stay empty but checks them when filled', () => {
    const optional = def('postcode', {}, '^\\d+$');
    expect(validateRegistrationField('', optional)).toEqual({ valid: true });
    expect(validateRegistrationField('ab', optional)).toMatchObject({ code: 'wrongField' });
    expect(validateRegistrationField('anything', undefined)).toEqual({ valid: true });
  });
});
