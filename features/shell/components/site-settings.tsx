import type { CustomCode as CustomCodeItem } from '@/lib/cms/types';
import { customCodeAt, faviconLinks } from '@/lib/cms/site-helpers';
import { withScriptNonce } from '@/lib/routing';
import { headInjectionScript, type CodePosition } from '../site-settings';
import { InlineScript } from './inline-script';

/** `nonce`: the page's CSP nonce (request header x-nonce), given to every script of the code. */
type Props = { items: readonly CustomCodeItem[]; position: CodePosition; nonce?: string };

/**
 * The CMS custom code for one position (SPEC §3: head, bodyStart, bodyEnd; enabled items only);
 * place each where it belongs. Body code is server HTML, so its scripts run as the page is parsed
 * and React leaves its contents alone; head code is appended to <head> by an inline script.
 * Either runs on a full page load only, not when the layout first mounts on a client navigation.
 */
export function CustomCode({ items, position, nonce }: Props) {
  const code = withScriptNonce(customCodeAt(items, position).join('\n'), nonce);
  if (!code) return null;
  if (position === 'head') return <InlineScript code={headInjectionScript(code)} nonce={nonce} />;
  return <div data-custom-code={position} className="contents" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />;
}

/** `<link rel="icon">` per configured favicon, sizes from the key's digits; React puts them in <head>. */
export function FaviconLinks({ favicon }: { favicon: Readonly<Record<string, string>> }) {
  return faviconLinks(favicon).map((link) => <link key={`${link.rel}-${link.href}`} {...link} />);
}
