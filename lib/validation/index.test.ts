// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as validation from './index';

// vitest runs from the repository root (jsdom gives import.meta.url no file scheme).
const here = join(process.cwd(), 'lib/validation');
const sources = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

describe('lib/validation public surface', () => {
  it.each([
    'createMessages', 'renderMessage', 'rules', 'validate',
    'validatePassword', 'validateOtp', 'validateName', 'validateAddress', 'validateDate', 'validateBirthDate',
    'validateSex', 'validateText', 'validatePostCode', 'validatePhone', 'validateEmail', 'validateCardHolder',
    'validateFakename', 'validateSum', 'validateCardLike', 'validateIban', 'validatePromoCode',
    'validateRegistrationPromoCode', 'validateCheckbox', 'validateCustom', 'formatDate', 'formatTime',
    'applyMask', 'applyPhoneMask', 'longestMaskLength', 'maskForDigits', 'countryByPhonePrefix', 'countryByPastedDigits',
    'stripEmoji', 'parseMarkup', 'isFieldRequired', 'fieldRegex', 'buildRegistrationPayload', 'mapServerErrors',
    'validationTiming', 'zodRule', 'passwordSchema', 'emailSchema', 'otpSchema', 'sumSchema',
  ])('exports %s', (name) => {
    expect(validation[name as keyof typeof validation]).toBeDefined();
  });

  it.each(sources)('%s imports nothing but zod, ibantools and its siblings', (file) => {
    const specifiers = [...readFileSync(join(here, file), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    for (const specifier of specifiers) expect(specifier).toMatch(/^(\.\/[a-z-]+|zod|ibantools)$/);
  });
});
