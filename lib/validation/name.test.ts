import { validateAddress, validateName } from './name';

// §5: no digits and none of @ _ quote ! ? # $ % ^ & * ( ) { } [ ] | / \ < > ~ § + : ; backtick.
const SECTION_5_SYMBOLS = ['@', '_', '"', "'", '!', '?', '#', '$', '%', '^', '&', '*', '(', ')', '{', '}', '[', ']', '|', '/', '\\', '<', '>', '~', '§', '+', ':', ';', '`'];

describe('validateName', () => {
  it.each(['Maria', 'José da Silva', 'Anne-Marie', 'محمد', 'Ярослава'])('accepts %j', (value) => {
    expect(validateName(value)).toEqual({ valid: true });
  });

  it.each([...SECTION_5_SYMBOLS, '0', '7', '٣', '.'])('rejects %j with the name rule\'s message', (char) => {
    expect(validateName(`Ma${char}ria`)).toMatchObject({ valid: false, code: 'name', message: 'Wrong symbols in name' });
  });

  it('says "Wrong symbols in name" (or the translation) for J0hn and O@Brien, or the message it is told', () => {
    expect(validateName('J0hn')).toMatchObject({ code: 'name', message: 'Wrong symbols in name' });
    expect(validateName('O@Brien', { messages: { name: 'Caracteres inválidos no nome' } })).toMatchObject({ message: 'Caracteres inválidos no nome' });
    expect(validateName('Town<script>', { loose: true, code: 'address' })).toMatchObject({ code: 'address', message: 'Wrong address' });
  });

  it('gives required when empty', () => {
    expect(validateName('  ')).toMatchObject({ code: 'required', message: 'Field is required' });
    expect(validateName('', { isRequired: false })).toEqual({ valid: true });
  });

  it('the loose variant allows apostrophe and dot but nothing else of the list', () => {
    expect(validateName("O'Neil Jr.", { loose: true })).toEqual({ valid: true });
    for (const char of SECTION_5_SYMBOLS.filter((c) => c !== "'")) {
      expect(validateName(`a${char}b`, { loose: true }).valid).toBe(false);
    }
    expect(validateName('R2D2', { loose: true }).valid).toBe(false);
  });
});

describe('validateAddress', () => {
  it('allows digits, | and /', () => {
    expect(validateAddress('Rua Augusta 12/3 | Apto 4')).toEqual({ valid: true });
  });

  it.each(SECTION_5_SYMBOLS.filter((c) => c !== '|' && c !== '/'))('rejects %j', (char) => {
    expect(validateAddress(`Street ${char} 1`)).toMatchObject({ code: 'address', message: 'Wrong address' });
  });

  it('is required', () => expect(validateAddress('')).toMatchObject({ code: 'required' }));
});
