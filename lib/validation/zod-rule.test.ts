import { z } from 'zod';
import { validatePassword } from './password';
import { rules } from './rule-set';
import { issueCode, ruleSchema, stringField, withMatchingFields, zodRule } from './zod-rule';

const issues = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues ?? [];

describe('zodRule', () => {
  it('reports a failed rule as a custom issue with its message and code', () => {
    const schema = z.string().superRefine(zodRule(rules.minLength(3)));
    expect(issues(schema, 'ab')).toEqual([expect.objectContaining({ code: 'custom', message: 'Min length is 3', params: { code: 'minLength' } })]);
    expect(schema.safeParse('abc').success).toBe(true);
  });

  it("issueCode reads the key back, and nothing from zod's own issues", () => {
    expect(issueCode(issues(z.string().superRefine(zodRule(rules.email())), 'x')[0]!)).toBe('email');
    expect(issueCode(issues(z.string(), 1)[0]!)).toBeUndefined();
  });

  it('passes translated messages to the rule', () => {
    const schema = z.string().superRefine(zodRule(rules.required(), { required: 'Obligatorio' }));
    expect(issues(schema, '')[0]?.message).toBe('Obligatorio');
  });
});

describe('stringField and ruleSchema', () => {
  it('reports a missing value with the required message', () => {
    expect(issues(stringField((v) => validatePassword(v)), undefined)[0]?.message).toBe('Field is required');
    expect(issues(stringField(() => ({ valid: true }), { required: 'Requerido' }), 42)[0]?.message).toBe('Requerido');
  });

  it('accepts undefined once made optional, while still checking filled values', () => {
    const schema = ruleSchema([rules.email()]).optional();
    expect(schema.safeParse(undefined).success).toBe(true);
    expect(issues(schema, 'nope')[0]?.message).toBe('Wrong email address');
  });

  it('runs rule lists in order', () => {
    const schema = ruleSchema([rules.required(), rules.minLength(4), rules.fakename()]);
    expect(issueCode(issues(schema, '')[0]!)).toBe('required');
    expect(issueCode(issues(schema, 'abc')[0]!)).toBe('minLength');
    expect(issueCode(issues(schema, 'ab_cd')[0]!)).toBe('fakename');
  });
});

describe('withMatchingFields', () => {
  const schema = withMatchingFields(z.object({ password: z.string().min(6), password_confirmation: z.string(), email: z.email() }), 'password_confirmation', 'password', {
    code: 'passwordsNotEqual',
  });

  it('reports a mismatch on the confirming field', () => {
    expect(issues(schema, { password: 'secret1', password_confirmation: 'secret2', email: 'a@b.com' })).toEqual([
      expect.objectContaining({ path: ['password_confirmation'], message: 'Passwords do not match', params: { code: 'passwordsNotEqual' } }),
    ]);
    expect(schema.safeParse({ password: 'secret1', password_confirmation: 'secret1', email: 'a@b.com' }).success).toBe(true);
  });

  it('still reports the mismatch while another field is invalid', () => {
    const paths = issues(schema, { password: 'secret1', password_confirmation: 'x', email: 'nope' }).map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['email', 'password_confirmation']));
  });

  it('uses the generic sameAs message by default', () => {
    const plain = withMatchingFields(z.object({ a: z.string(), b: z.string() }), 'b', 'a');
    expect(issues(plain, { a: '1', b: '2' })[0]?.message).toBe('Same as field');
  });
});
