/** A piece of marked-up text, for the UI to render as elements (never as HTML). */
export type MarkupToken = { type: 'text'; text: string } | { type: 'bold'; text: string } | { type: 'break' };

const BOLD = /\*\*(.+?)\*\*/g;

function parseLine(line: string, out: MarkupToken[]): void {
  let last = 0;
  for (const match of line.matchAll(BOLD)) {
    if (match.index > last) out.push({ type: 'text', text: line.slice(last, match.index) });
    out.push({ type: 'bold', text: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < line.length) out.push({ type: 'text', text: line.slice(last) });
}

/**
 * The §5 text markup: `**text**` is bold, `|` is a line break. Bold does not span a break;
 * an unpaired `**` stays literal text.
 */
export function parseMarkup(text: string): MarkupToken[] {
  const out: MarkupToken[] = [];
  text.split('|').forEach((line, index) => {
    if (index > 0) out.push({ type: 'break' });
    parseLine(line, out);
  });
  return out;
}
