import { ICON_PATHS, type IconName } from '@/components/icon-paths';

export const ICON_NAMES = Object.keys(ICON_PATHS) as IconName[];

/** The id of an icon's <symbol> in the sprite: `<svg><use href="/_icons#icon-menu" /></svg>`. */
export const iconSymbolId = (name: IconName) => `icon-${name}`;

/** Every icon of components/icon-paths as an SVG <symbol> (24×24, stroked with currentColor). */
export function IconSprite() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" width="0" height="0" className="absolute size-0 overflow-hidden">
      {ICON_NAMES.map((name) => (
        <symbol key={name} id={iconSymbolId(name)} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          {ICON_PATHS[name].map((d) => (
            <path key={d} d={d} />
          ))}
        </symbol>
      ))}
    </svg>
  );
}

/** A labelled grid that uses each symbol of the sprite, so the page doubles as a visual check. */
export function IconGallery() {
  return (
    <ul className="grid grid-cols-3 gap-4 sm:grid-cols-6">
      {ICON_NAMES.map((name) => (
        <li key={name} className="flex flex-col items-center gap-2 rounded-lg border border-(--border) p-4">
          <svg width="24" height="24" aria-hidden="true">
            <use href={`#${iconSymbolId(name)}`} />
          </svg>
          <code className="text-xs">{name}</code>
        </li>
      ))}
    </ul>
  );
}
