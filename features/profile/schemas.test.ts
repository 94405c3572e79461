import { describe, expect, it } from 'vitest';
import type { ProfileFieldDefinition } from '@/lib/validation';
import { formDefinitions, passwordChangeSchema, personalDataSchema, phoneContactSchema } from './schemas';

const def = (sysname: string, type: string, is_required: boolean, options?: ProfileFieldDefinition['options'], is_visible = true): ProfileFieldDefinition => ({
  sysname,
  type,
  ...(options && { options }),
  params: { is_required, is_visible },
});

const US = [
  def('first_name', 'input', true),
  def('middle_name', 'input', false, undefined, false),
  def('region', 'region', true, { list: ['Texas', 'Nevada'] }),
  def('postcode', 'input', true, { mask: '#####', regex: '^\\d{5}$' }),
  def('email', 'input', true),
];

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('personalDataSchema', () => {
  it('checks the visible fields of the country by the platform’s §5 rules, contacts left to their own forms', () => {
    expect(formDefinitions(US).map((d) => d.sysname)).toEqual(['first_name', 'region', 'postcode']);
    const result = personalDataSchema(US).safeParse({ first_name: 'Ann3', region: 'Ohio', postcode: '1234' });
    expect(errorsOf(result)).toEqual({ first_name: 'Wrong symbols in name', region: 'Invalid value', postcode: 'Invalid value' });
    expect(personalDataSchema(US).safeParse({ first_name: 'Ann', region: 'Texas', postcode: '78701' }).success).toBe(true);
  });

  it('an unchosen sex is required (§5: must be truthy); names and addresses with symbols get their own messages', () => {
    const defs = [def('sex', 'select', false, { list: [{ id: 1, name: 'male' }, { id: 2, name: 'female' }] }), def('last_name', 'input', true), def('home_town', 'input', true), def('address', 'input', true)];
    const bad = { sex: '', last_name: 'O@Brien', home_town: 'Town<script>', address: 'Town<script>' };
    expect(errorsOf(personalDataSchema(defs).safeParse(bad))).toEqual({ sex: 'Field is required', last_name: 'Wrong symbols in name', home_town: 'Wrong address', address: 'Wrong address' });
    expect(errorsOf(personalDataSchema(defs, { required: 'Campo obligatorio', name: 'Caracteres no válidos en el nombre', address: 'Dirección no válida' }).safeParse({ ...bad, sex: '0' }))).toEqual({
      sex: 'Campo obligatorio',
      last_name: 'Caracteres no válidos en el nombre',
      home_town: 'Dirección no válida',
      address: 'Dirección no válida',
    });
    expect(personalDataSchema(defs).safeParse({ sex: '1', last_name: 'OBrien', home_town: "St. John's", address: 'Rua Augusta 12/3' }).success).toBe(true);
  });

  it('says a required field is required, in the dictionary it is given', () => {
    const result = personalDataSchema(US, { required: 'Campo obligatorio' }).safeParse({ first_name: '', region: 'Texas', postcode: '78701' });
    expect(errorsOf(result)).toEqual({ first_name: 'Campo obligatorio' });
  });
});

describe('passwordChangeSchema', () => {
  it('needs the current password and a new one typed twice', () => {
    const result = passwordChangeSchema().safeParse({ old_password: '', new_password: 'abc', repeat_password: 'abd' });
    expect(errorsOf(result)).toMatchObject({ old_password: 'Field is required', new_password: 'Min length is 6' });
    expect(errorsOf(passwordChangeSchema().safeParse({ old_password: 'x', new_password: 'Better456', repeat_password: 'Better45' }))).toEqual({ repeat_password: 'Passwords do not match' });
  });
});

describe('phoneContactSchema', () => {
  const schema = phoneContactSchema((code) => (code === 'US' ? '(###) ###-####' : undefined));
  it('fits the number to the chosen country’s mask', () => {
    expect(errorsOf(schema.safeParse({ phone_country_code: 'US', contact: '(202) 555' }))).toEqual({ contact: 'Wrong phone number format' });
    expect(schema.safeParse({ phone_country_code: 'US', contact: '(202) 555-0143' }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ phone_country_code: '', contact: '' }))).toMatchObject({ phone_country_code: 'Field is required' });
  });
});
