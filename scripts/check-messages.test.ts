import { describe, expect, it } from 'vitest';
import { compareDictionaries } from './check-messages';

describe('message key check', () => {
  it('accepts identical key sets', () => {
    expect(compareDictionaries({ a: { X: { t: 'Hi {name}' } }, b: { X: { t: 'Olá {name}' } } })).toEqual([]);
  });

  it('reports a key missing in one locale', () => {
    expect(compareDictionaries({ a: { X: { t: 'Hi', u: 'U' } }, b: { X: { t: 'Olá' } } })).toEqual(['b: missing X.u']);
  });

  it('reports empty strings and differing placeholders', () => {
    const problems = compareDictionaries({ a: { t: 'Min {min}', e: 'x' }, b: { t: 'Mín {max}', e: ' ' } });
    expect(problems).toContain('b: empty e');
    expect(problems).toContain('b: placeholders differ in t');
  });
});
