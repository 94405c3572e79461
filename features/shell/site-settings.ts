import type { CustomCode } from '@/lib/cms/types';

/** SPEC §3 site settings: the inline script that puts head custom code in place (selection: lib/cms customCodeAt). */

export type CodePosition = NonNullable<CustomCode['position']>;

// JSON that is also safe inside an inline <script>: no "</script>", no line separators.
const scriptSafeJson = (value: string) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * An inline script that parses the operator's HTML and appends it to <head> while the page loads.
 * React renders no raw HTML in <head>, and a contextual fragment keeps <script> tags executable,
 * which innerHTML would not. (Body positions are plain server HTML: see CustomCode.)
 */
export function headInjectionScript(code: string): string {
  return `(function(){try{var r=document.createRange();r.selectNodeContents(document.head);document.head.appendChild(r.createContextualFragment(${scriptSafeJson(code)}))}catch(e){console.error(e)}})()`;
}
