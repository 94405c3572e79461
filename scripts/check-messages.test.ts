import { describe, expect, it } from 'vitest';
import { checkHallTitles, compareContent, compareDictionaries } from './check-messages';

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

  it('reports a content entry one locale lacks, and a text left empty there', () => {
    const en = { menus: { footer: [{ name: 'About', link: '/about' }, { name: 'Terms', link: '/terms' }] } };
    const ar = { menus: { footer: [{ name: 'من نحن', link: '/about' }] } };
    expect(compareContent({ 'en-US': en, ar })).toEqual(['content/ar: missing menus.footer.1.name', 'content/ar: missing menus.footer.1.link']);
    expect(compareContent({ 'en-US': en, ar: { menus: { footer: [{ name: '', link: '/about' }, { name: 'الشروط', link: '/terms' }] } } })).toEqual(['content/ar: empty menus.footer.0.name']);
  });

  it('reports a seeded hall category without a title', () => {
    expect(checkHallTitles({ 'en-US': { HallTitles: { popular: 'Popular', new: 'New' } }, ar: { HallTitles: { popular: 'الأكثر شعبية' } } }, ['popular', 'new'])).toEqual(['ar: missing HallTitles.new']);
  });
});
