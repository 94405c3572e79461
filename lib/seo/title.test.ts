import { describe, expect, it } from 'vitest';
import { applyTitleTemplate, fillTemplate } from './title';

describe('applyTitleTemplate', () => {
  it('replaces %s or {title}', () => {
    expect(applyTitleTemplate('%s | Casino', 'Offers')).toBe('Offers | Casino');
    expect(applyTitleTemplate('{title} — Casino', 'Offers')).toBe('Offers — Casino');
  });
  it('returns the title alone without a template', () => {
    expect(applyTitleTemplate(undefined, 'Offers')).toBe('Offers');
  });
  it('appends a template that has no marker', () => {
    expect(applyTitleTemplate('| Casino', 'Offers')).toBe('Offers | Casino');
  });
  it('drops the separator when there is no title', () => {
    expect(applyTitleTemplate('%s | Casino', '')).toBe('Casino');
  });
});

describe('fillTemplate', () => {
  it('fills named placeholders', () => {
    expect(fillTemplate('Play {name} by {provider}', { name: 'Gates', provider: 'Pragmatic' })).toBe('Play Gates by Pragmatic');
  });
  it('leaves nothing for a missing value and tidies separators', () => {
    expect(fillTemplate('{name} | {provider}', { name: 'Gates' })).toBe('Gates');
    expect(fillTemplate('Deposit with {method} , fast', { method: undefined })).toBe('Deposit with, fast');
  });
});
