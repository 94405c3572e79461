const EMOJI = new RegExp(
  [
    '\\p{Extended_Pictographic}', // pictographs: faces, objects, symbols
    '[\\u{1F1E6}-\\u{1F1FF}]', // regional indicators (flags are pairs of them)
    '[\\u{1F3FB}-\\u{1F3FF}]', // skin-tone modifiers
    '[\\u{E0020}-\\u{E007F}]', // tag characters (subdivision flags)
    '[\\u200D\\uFE0E\\uFE0F\\u20E3]', // zero-width joiner, variation selectors, keycap mark
  ].join('|'),
  'gu',
);

/** The text without emoji (for inputs that ask for it): `1️⃣` keeps its digit, `👍🏽` goes whole. */
export function stripEmoji(value: string): string {
  return value.replace(EMOJI, '');
}

/** True when the text holds at least one emoji. */
export function hasEmoji(value: string): boolean {
  return stripEmoji(value) !== value;
}
