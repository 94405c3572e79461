import type { z } from 'zod';
import type { phoneCountry, profileField } from '@/lib/contract';

type PhoneCountry = z.infer<typeof phoneCountry>;
type ProfileField = z.infer<typeof profileField>;

/** Phone country options (getContactPhoneSettings): `#` is a digit slot of the national number. */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { country_code: 'US', phone_code: '1', name: 'United States', mask: '(###) ###-####' },
  { country_code: 'CA', phone_code: '1', name: 'Canada', mask: '(###) ###-####' },
  { country_code: 'BR', phone_code: '55', name: 'Brasil', mask: ['(##) ####-####', '(##) #####-####'] },
  { country_code: 'PT', phone_code: '351', name: 'Portugal', mask: '### ### ###' },
  { country_code: 'ES', phone_code: '34', name: 'España', mask: '### ### ###' },
  { country_code: 'MX', phone_code: '52', name: 'México', mask: '## #### ####' },
  { country_code: 'AR', phone_code: '54', name: 'Argentina', mask: ['## ####-####', '### ###-####'] },
  { country_code: 'GB', phone_code: '44', name: 'United Kingdom', mask: '#### ######' },
  { country_code: 'DE', phone_code: '49', name: 'Deutschland', mask: ['### #######', '#### ########'] },
  { country_code: 'AE', phone_code: '971', name: 'الإمارات', mask: '## ### ####' },
  { country_code: 'SA', phone_code: '966', name: 'السعودية', mask: '## ### ####' },
  { country_code: 'EG', phone_code: '20', name: 'مصر', mask: '## #### ####' },
];

/** The phone country by its country code (US) or phone code (+1, 1); the first of a shared code. */
export function findPhoneCountry(code: string | undefined | null): PhoneCountry | undefined {
  if (!code) return undefined;
  const upper = code.trim().toUpperCase();
  const digits = upper.replace(/^\+/, '');
  return PHONE_COUNTRIES.find((c) => c.country_code === upper) ?? PHONE_COUNTRIES.find((c) => c.phone_code === digits);
}

const field = (sysname: string, type: string, required: boolean, options?: ProfileField['options'], visible = true): ProfileField => ({
  sysname,
  type,
  ...(options && { options }),
  params: { is_required: required, is_visible: visible },
});

const REGIONS: Record<string, string[]> = {
  US: ['California', 'Florida', 'Nevada', 'New Jersey', 'New York', 'Texas'],
  BR: ['Bahia', 'Minas Gerais', 'Paraná', 'Rio de Janeiro', 'Rio Grande do Sul', 'São Paulo'],
  PT: ['Aveiro', 'Braga', 'Coimbra', 'Faro', 'Lisboa', 'Porto'],
  ES: ['Andalucía', 'Cataluña', 'Comunidad de Madrid', 'Comunidad Valenciana', 'Galicia', 'País Vasco'],
  MX: ['Ciudad de México', 'Jalisco', 'Nuevo León', 'Puebla'],
  AE: ['Abu Dhabi', 'Dubai', 'Sharjah'],
};

/** Post code patterns where the country's differs from §5's default (up to 8 digits). */
const POSTCODES: Record<string, { mask?: string; regex: string }> = {
  US: { mask: '#####', regex: '^\\d{5}$' },
  BR: { mask: '#####-###', regex: '^\\d{5}-?\\d{3}$' },
  PT: { mask: '####-###', regex: '^\\d{4}-?\\d{3}$' },
  ES: { mask: '#####', regex: '^\\d{5}$' },
  GB: { regex: '^[A-Za-z]{1,2}\\d[A-Za-z\\d]? ?\\d[A-Za-z]{2}$' },
};

/** Documents asked for per country (§3: only type cpf is used). */
const DOCUMENTS: Record<string, { list: string[]; mask: string; regex: string }> = {
  BR: { list: ['cpf'], mask: '###.###.###-##', regex: '^\\d{3}\\.?\\d{3}\\.?\\d{3}-?\\d{2}$' },
};

/**
 * The §3 profile field definitions for a country (getPersonalDataFields): the common set, regions
 * as a select where we know them, the country's post code pattern and phone mask, and the CPF
 * document for Brazil. An unknown or missing country gets the common set.
 */
export function personalDataFields(countryCode: string | undefined): ProfileField[] {
  const country = countryCode?.trim().toUpperCase() || undefined;
  const regions = country ? REGIONS[country] : undefined;
  const postcode = country ? POSTCODES[country] : undefined;
  const phone = findPhoneCountry(country);
  const document = country ? DOCUMENTS[country] : undefined;
  return [
    field('first_name', 'input', true),
    field('middle_name', 'input', false, undefined, country === 'BR' || country === 'PT' || country === 'ES'),
    field('last_name', 'input', true),
    field('sex', 'select', true, { list: [{ id: 1, name: 'male' }, { id: 2, name: 'female' }] }),
    field('birth_date', 'date', true),
    field('country_code', 'country_code', true),
    regions ? field('region', 'region', true, { list: regions }) : field('region', 'input', false),
    field('home_town', 'input', true),
    field('address', 'input', true),
    field('postcode', 'input', country === 'US' || country === 'BR', postcode ?? { regex: '^\\d{1,8}$' }),
    field('mobile', 'phone', false, phone ? { mask: Array.isArray(phone.mask) ? phone.mask.join('|') : (phone.mask as string) } : undefined),
    field('email', 'input', true),
    ...(document
      ? [field('document_type', 'select', true, { list: document.list }), field('document_number', 'input', true, { mask: document.mask, regex: document.regex })]
      : []),
  ];
}
