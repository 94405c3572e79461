import type { CustomCode } from '@/lib/cms/types';

/** Pure helpers for SPEC §3 site settings: custom code injection and favicon links. */

export type CodePosition = NonNullable<CustomCode['position']>;

/** Enabled, non-empty snippets for one position; a snippet without a position goes to bodyEnd. */
export function customCodeFor(items: readonly CustomCode[], position: CodePosition): string[] {
  return items.filter((item) => item.isEnabled && (item.position ?? 'bodyEnd') === position && item.code.trim()).map((item) => item.code);
}

// JSON that is also safe inside an inline <script>: no "</script>", no line separators.
const scriptSafeJson = (value: string) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const INSERT: Record<CodePosition, string> = {
  head: 'document.head.appendChild(f)',
  bodyStart: 'document.body.insertBefore(f,document.body.firstChild)',
  bodyEnd: 'document.body.appendChild(f)',
};

/**
 * An inline script that parses the operator's HTML and inserts it at `position`. A contextual
 * fragment keeps <script> tags inside it executable, which innerHTML would not.
 */
export function injectionScript(code: string, position: CodePosition): string {
  const parent = position === 'head' ? 'document.head' : 'document.body';
  return `(function(){try{var r=document.createRange();r.selectNodeContents(${parent});var f=r.createContextualFragment(${scriptSafeJson(code)});${INSERT[position]}}catch(e){console.error(e)}})()`;
}

export type FaviconLink = { rel: 'icon' | 'apple-touch-icon'; href: string; sizes?: string; type?: string };

const TYPES: Array<[RegExp, string]> = [
  [/\.svg(?:[?#]|$)/i, 'image/svg+xml'],
  [/\.png(?:[?#]|$)/i, 'image/png'],
  [/\.ico(?:[?#]|$)/i, 'image/x-icon'],
];

/** `{ favicon32: url, appleTouch180: url, icon192x192: url }` → link attributes; sizes come from the key's digits. */
export function faviconLinks(favicon: Readonly<Record<string, string>>): FaviconLink[] {
  return Object.entries(favicon)
    .filter(([, href]) => href.trim())
    .map(([key, href]) => {
      const [width, height = width] = key.match(/\d+/g) ?? [];
      const type = TYPES.find(([pattern]) => pattern.test(href))?.[1];
      return {
        rel: /apple/i.test(key) ? 'apple-touch-icon' : 'icon',
        href,
        ...(width ? { sizes: `${width}x${height}` } : {}),
        ...(type ? { type } : {}),
      };
    });
}
