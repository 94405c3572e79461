import type { CustomCode } from '@/lib/cms/types';

/** SPEC §3 site settings custom code: the inline script that injects a snippet (selection: lib/cms customCodeAt). */

export type CodePosition = NonNullable<CustomCode['position']>;

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
