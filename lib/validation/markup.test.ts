import { parseMarkup } from './markup';

describe('parseMarkup', () => {
  it('turns **text** into bold and | into a line break', () => {
    expect(parseMarkup('Get **100%** bonus|on your first deposit')).toEqual([
      { type: 'text', text: 'Get ' },
      { type: 'bold', text: '100%' },
      { type: 'text', text: ' bonus' },
      { type: 'break' },
      { type: 'text', text: 'on your first deposit' },
    ]);
  });

  it('keeps markup-looking HTML as plain text tokens', () => {
    expect(parseMarkup('<b>x</b>')).toEqual([{ type: 'text', text: '<b>x</b>' }]);
  });

  it('leaves unpaired ** literal and does not span a break', () => {
    expect(parseMarkup('a ** b')).toEqual([{ type: 'text', text: 'a ** b' }]);
    expect(parseMarkup('**a|b**')).toEqual([{ type: 'text', text: '**a' }, { type: 'break' }, { type: 'text', text: 'b**' }]);
  });

  it('handles empty input, consecutive breaks and adjacent bolds', () => {
    expect(parseMarkup('')).toEqual([]);
    expect(parseMarkup('||')).toEqual([{ type: 'break' }, { type: 'break' }]);
    expect(parseMarkup('**a****b**')).toEqual([{ type: 'bold', text: 'a' }, { type: 'bold', text: 'b' }]);
  });
});
