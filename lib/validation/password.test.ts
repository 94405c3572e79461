import { forbiddenPasswordChars, validatePassword } from './password';

describe('validatePassword', () => {
  it('accepts 6 to 20 printable ASCII characters', () => {
    expect(validatePassword('abc123')).toEqual({ valid: true });
    expect(validatePassword('Aa1!@#$%^&*()_+-=[]{')).toEqual({ valid: true });
  });

  it('is required', () => expect(validatePassword('')).toMatchObject({ code: 'required' }));

  it('enforces the 6..20 length', () => {
    expect(validatePassword('abc12')).toMatchObject({ code: 'minLength', message: 'Min length is 6' });
    expect(validatePassword('a'.repeat(21))).toMatchObject({ code: 'maxLength', message: 'Max length is 20' });
    expect(validatePassword('a'.repeat(20))).toEqual({ valid: true });
  });

  it('lists each offending character once', () => {
    const result = validatePassword('пароль пароль');
    expect(result).toMatchObject({ valid: false, code: 'passwordSymbols' });
    expect(result.message).toBe('The password must not contain: п а р о л ь ␣');
    expect(forbiddenPasswordChars('abc€déf€')).toEqual(['€', 'é']);
  });

  it('must equal a supplied previous password', () => {
    expect(validatePassword('secret1', { previous: 'secret2' })).toMatchObject({ code: 'passwordsNotEqual', message: 'Passwords do not match' });
    expect(validatePassword('secret1', { previous: 'secret1' })).toEqual({ valid: true });
  });

  it('uses a translated dictionary', () => {
    expect(validatePassword('abc', { messages: { minLength: 'Mínimo de {min} caracteres' } }).message).toBe('Mínimo de 6 caracteres');
  });
});
