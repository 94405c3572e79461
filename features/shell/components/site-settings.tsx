import type { CustomCode as CustomCodeItem } from '@/lib/cms/types';
import { customCodeAt, faviconLinks } from '@/lib/cms/site-helpers';
import { headInjectionScript, type CodePosition } from '../site-settings';
import { InlineScript } from './inline-script';

type Props = { items: readonly CustomCodeItem[]; position: CodePosition };

/**
 * The CMS custom code for one position (SPEC §3: head, bodyStart, bodyEnd; enabled items only);
 * place each where it belongs. Body code is server HTML, so its scripts run as the page is parsed
 * and React leaves its contents alone; head code is appended to <head> by an inline script.
 * Either runs on a full page load only, not when the layout first mounts on a client navigation.
 */
export function CustomCode({ items, position }: Props) {
  const code = customCodeAt(items, position).join('\n');
  if (!code) return null;
  if (position === 'head') return <InlineScript code={headInjectionScript(code)} />;
  return <div data-custom-code={position} className="contents" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />;
}

/** `<link rel="icon">` per configured favicon, sizes from the key's digits; React puts them in <head>. */
export function FaviconLinks({ favicon }: { favicon: Readonly<Record<string, string>> }) {
  return faviconLinks(favicon).map((link) => <link key={`${link.rel}-${link.href}`} {...link} />);
}
