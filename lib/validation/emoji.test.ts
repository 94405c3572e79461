import { hasEmoji, stripEmoji } from './emoji';

describe('stripEmoji', () => {
  it.each([
    ['Olá 😀 mundo', 'Olá  mundo'],
    ['👍🏽ok', 'ok'],
    ['👨‍👩‍👧 family', ' family'],
    ['🇧🇷 Brasil', ' Brasil'],
    ['1️⃣ first', '1 first'],
    ['❤️ love', ' love'],
    ['plain text 123 Ñ ü ß', 'plain text 123 Ñ ü ß'],
    ['عربي', 'عربي'],
  ])('%j → %j', (input, output) => {
    expect(stripEmoji(input)).toBe(output);
  });

  it('hasEmoji tells whether anything would be stripped', () => {
    expect(hasEmoji('hi 🎰')).toBe(true);
    expect(hasEmoji('hi')).toBe(false);
  });
});
