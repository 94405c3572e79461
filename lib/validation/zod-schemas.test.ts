import { z } from 'zod';
import { issueCode } from './zod-rule';
import {
  addressSchema,
  birthDateSchema,
  cardHolderSchema,
  cardLikeSchema,
  checkboxSchema,
  customSchema,
  dateSchema,
  emailSchema,
  fakenameSchema,
  ibanSchema,
  nameSchema,
  otpSchema,
  passwordSchema,
  phoneSchema,
  postCodeSchema,
  promoCodeSchema,
  sexSchema,
  sumSchema,
  textSchema,
} from './zod-schemas';

const codeOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  const issue = result.error?.issues[0];
  return issue ? (issueCode(issue) ?? issue.message) : 'ok';
};

describe('schema builders', () => {
  it.each([
    ['passwordSchema', passwordSchema(), 'secret1', 'short', 'minLength'],
    ['emailSchema', emailSchema(), 'a@b.com', 'a@b', 'wrongEmail'],
    ['otpSchema', otpSchema(), '123456', '12345', 'otpDigits'],
    ['fakenameSchema', fakenameSchema(), 'Lucky7', 'luck y', 'fakename'],
    ['nameSchema', nameSchema(), 'Maria', 'Mar1a', 'name'],
    ['nameSchema loose', nameSchema({ loose: true }), "D'Arc", 'D_Arc', 'name'],
    ['addressSchema', addressSchema(), 'Rua 5/2', 'Rua #5', 'address'],
    ['textSchema', textSchema(), 'x', '', 'required'],
    ['postCodeSchema', postCodeSchema(), '01001000', '010010001', 'wrongField'],
    ['customSchema', customSchema({ pattern: /^\d{3}$/ }), '123', '12', 'wrongField'],
    ['dateSchema', dateSchema({ min: '01.01.1900' }), '05.03.1990', '05.03.1890', 'date'],
    ['birthDateSchema', birthDateSchema({ maxDate: '01.01.2000' }), '31.12.1999', '02.01.2000', 'date'],
    ['phoneSchema', phoneSchema({ mask: '(##) #####-####' }), '11987654321', '1198', 'wrongPhoneFormat'],
    ['cardHolderSchema', cardHolderSchema(), 'JOHN SMITH', 'JOHN_SMITH', 'wrongField'],
    ['cardLikeSchema', cardLikeSchema(), '411111...1111', '411111...111', 'cardNumber'],
    ['ibanSchema', ibanSchema(), 'DE89370400440532013000', 'DE89370400440532013001', 'iban'],
    ['sumSchema', sumSchema({ min: 10, max: 100, multipleOf: 5 }), '55', '56', 'amountNotMultipleOf'],
  ] as const)('%s accepts %j and rejects %j with %s', (_name, schema, good, bad, code) => {
    expect(codeOf(schema, good)).toBe('ok');
    expect(codeOf(schema, bad)).toBe(code);
  });

  it('optional fields accept empty text and, with .optional(), a missing value', () => {
    expect(codeOf(textSchema({ isRequired: false }), '')).toBe('ok');
    expect(codeOf(emailSchema({ isRequired: false }).optional(), undefined)).toBe('ok');
    expect(codeOf(emailSchema(), undefined)).toBe('Field is required');
  });

  it('promo code is trimmed and needed only while shown', () => {
    expect(promoCodeSchema({ shown: true }).parse('  WELCOME ')).toBe('WELCOME');
    expect(codeOf(promoCodeSchema({ shown: true }), ' ')).toBe('required');
    expect(promoCodeSchema({ shown: false }).parse(undefined)).toBe('');
  });

  it('terms must be ticked while active', () => {
    expect(codeOf(checkboxSchema(), true)).toBe('ok');
    expect(codeOf(checkboxSchema(), false)).toBe('uncheckedCheckbox');
    expect(codeOf(checkboxSchema({ active: false }), false)).toBe('ok');
    expect(codeOf(checkboxSchema(), undefined)).toBe('Please accept the terms');
  });

  it('sex must be chosen', () => {
    expect(codeOf(sexSchema(), 1)).toBe('ok');
    expect(codeOf(sexSchema(), 0)).toBe('required');
  });

  it('sum errors carry the amounts in the currency', () => {
    const result = sumSchema({ min: 1000, max: 50000, currency: 'BRL' }).safeParse('999');
    expect(result.error?.issues[0]?.message).toBe('Enter an amount from R$1,000 to R$50,000');
  });

  it('uses the supplied dictionary', () => {
    const result = passwordSchema({ messages: { required: 'Informe a senha' } }).safeParse('');
    expect(result.error?.issues[0]?.message).toBe('Informe a senha');
  });
});

describe('a form schema built from the rules', () => {
  const signUp = z.object({
    email: emailSchema(),
    password: passwordSchema(),
    promo_code: promoCodeSchema({ shown: true }),
    terms: checkboxSchema(),
  });

  it('infers string fields and parses a valid form', () => {
    const values: z.infer<typeof signUp> = signUp.parse({ email: 'a@b.com', password: 'secret1', promo_code: ' X ', terms: true });
    expect(values).toEqual({ email: 'a@b.com', password: 'secret1', promo_code: 'X', terms: true });
  });

  it('reports every invalid field by path', () => {
    const result = signUp.safeParse({ email: 'bad', password: 'x', promo_code: '', terms: false });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['email', 'password', 'promo_code', 'terms']);
  });
});
