import type { CustomCode as CustomCodeItem } from '@/lib/cms/types';
import { customCodeAt, faviconLinks } from '@/lib/cms/site-helpers';
import { injectionScript, type CodePosition } from '../site-settings';
import { InlineScript } from './inline-script';

/**
 * The CMS custom code for one position (SPEC §3: head, bodyStart, bodyEnd; enabled items only).
 * Place each where it belongs; the snippet is parsed and inserted at its position during page load.
 */
export function CustomCode({ items, position }: { items: readonly CustomCodeItem[]; position: CodePosition }) {
  const code = customCodeAt(items, position);
  if (code.length === 0) return null;
  return <InlineScript code={injectionScript(code.join('\n'), position)} />;
}

/** `<link rel="icon">` per configured favicon, sizes from the key's digits; React puts them in <head>. */
export function FaviconLinks({ favicon }: { favicon: Readonly<Record<string, string>> }) {
  return faviconLinks(favicon).map((link) => <link key={`${link.rel}-${link.href}`} {...link} />);
}
