import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isIconName } from '@/components/icon';
import { MENU_SPRITE, SPRITE_ICONS } from './menu-link-anchor';

/** Every `icon` value anywhere in a locale's menus.json. */
function menuIcons(locale: string): string[] {
  const icons: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) {
        if (key === 'icon' && typeof value === 'string') icons.push(value);
        else walk(value);
      }
  };
  walk(JSON.parse(readFileSync(join('content', locale, 'menus.json'), 'utf8')));
  return icons;
}

describe('menu link icons', () => {
  const sprite = readFileSync(join('public', MENU_SPRITE), 'utf8');

  it('every icon the seeded menus name is drawn: an inline icon or a symbol of the menu sprite', () => {
    for (const locale of readdirSync('content').filter((name) => !name.includes('.'))) {
      for (const icon of menuIcons(locale)) {
        if (/^(?:\/|https?:)/.test(icon)) continue; // an image
        expect(isIconName(icon) || SPRITE_ICONS.has(icon), `${locale}: ${icon}`).toBe(true);
      }
    }
  });

  it('the sprite holds a symbol for each name it is used for', () => {
    for (const name of SPRITE_ICONS) expect(sprite, name).toContain(`<symbol id="${name}" viewBox="0 0 24 24"`);
  });
});
