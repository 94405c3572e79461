import { validateCheckbox, validateCustom, validatePostCode, validateSex, validateText } from './simple-fields';

describe('validateSex', () => {
  it('must be truthy', () => {
    expect(validateSex(1)).toEqual({ valid: true });
    expect(validateSex('2')).toEqual({ valid: true });
    expect(validateSex(0)).toMatchObject({ code: 'required' });
    expect(validateSex('')).toMatchObject({ code: 'required' });
    // a select's "Choose…" and the profile's 0 read back as text are not a choice
    expect(validateSex('0')).toMatchObject({ code: 'required', message: 'Field is required' });
    expect(validateSex(undefined)).toMatchObject({ code: 'required' });
  });
});

describe('validateText (text, login, card holder, document type and number, cpf)', () => {
  it('is required unless isRequired is false', () => {
    expect(validateText('anything')).toEqual({ valid: true });
    expect(validateText(' ')).toMatchObject({ code: 'required', message: 'Field is required' });
    expect(validateText(undefined, { isRequired: false })).toEqual({ valid: true });
  });
});

describe('validatePostCode', () => {
  it('defaults to up to 8 digits', () => {
    expect(validatePostCode('1')).toEqual({ valid: true });
    expect(validatePostCode('12345678')).toEqual({ valid: true });
    expect(validatePostCode('123456789')).toMatchObject({ code: 'wrongField' });
    expect(validatePostCode('12A45')).toMatchObject({ code: 'wrongField' });
  });

  it('uses a supplied pattern instead', () => {
    const pattern = /^[A-Z]\d[A-Z] \d[A-Z]\d$/;
    expect(validatePostCode('K1A 0B1', { pattern })).toEqual({ valid: true });
    expect(validatePostCode('12345', { pattern })).toMatchObject({ code: 'wrongField' });
  });

  it('is required unless told otherwise', () => {
    expect(validatePostCode('')).toMatchObject({ code: 'required' });
    expect(validatePostCode('', { isRequired: false })).toEqual({ valid: true });
  });
});

describe('validateCheckbox', () => {
  it('must be checked while terms are active', () => {
    expect(validateCheckbox(true)).toEqual({ valid: true });
    expect(validateCheckbox(false)).toMatchObject({ code: 'uncheckedCheckbox', message: 'Please accept the terms' });
    expect(validateCheckbox(undefined, { active: true })).toMatchObject({ code: 'uncheckedCheckbox' });
    expect(validateCheckbox(false, { active: false })).toEqual({ valid: true });
  });
});

describe('validateCustom', () => {
  it('matches a supplied pattern', () => {
    expect(validateCustom('AB-12', { pattern: /^[A-Z]{2}-\d{2}$/ })).toEqual({ valid: true });
    expect(validateCustom('AB12', { pattern: /^[A-Z]{2}-\d{2}$/ })).toMatchObject({ code: 'wrongField' });
  });

  it('without a pattern is simply non-empty', () => {
    expect(validateCustom('x')).toEqual({ valid: true });
    expect(validateCustom('')).toMatchObject({ code: 'required' });
  });
});
