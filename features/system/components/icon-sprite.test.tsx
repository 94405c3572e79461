import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ICON_PATHS } from '@/components/icon-paths';
import { IconGallery, IconSprite } from './icon-sprite';

describe('IconSprite', () => {
  it('has one <symbol> per icon of the design system, each with its paths', () => {
    const { container } = render(<IconSprite />);
    const symbols = [...container.querySelectorAll('symbol')];
    expect(symbols.map((s) => s.id)).toEqual(Object.keys(ICON_PATHS).map((name) => `icon-${name}`));
    for (const symbol of symbols) {
      const name = symbol.id.replace(/^icon-/, '') as keyof typeof ICON_PATHS;
      expect(symbol.querySelectorAll('path')).toHaveLength(ICON_PATHS[name].length);
      expect(symbol.getAttribute('viewBox')).toBe('0 0 24 24');
    }
  });

  it('the gallery uses every symbol by id', () => {
    const { container } = render(<IconGallery />);
    const refs = [...container.querySelectorAll('use')].map((u) => u.getAttribute('href'));
    expect(refs).toEqual(Object.keys(ICON_PATHS).map((name) => `#icon-${name}`));
  });
});
