import compile from 'icu-minify/compile';
import { createHash } from 'node:crypto';

type Dictionary = Record<string, unknown>;

/**
 * Namespaces read as raw templates, not through a translator: the §5 validators fill `{min}`,
 * `{max}` and `{value}` of the Validation messages themselves (useValidationMessages).
 */
export const RAW_NAMESPACES: ReadonlySet<string> = new Set(['Validation']);

const isObject = (value: unknown): value is Dictionary => typeof value === 'object' && value !== null && !Array.isArray(value);

/** icu-minify builds plural and select branches as null-prototype objects, which React will not pass to client components. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, plain(child)]));
  return value;
}

function compileTree(value: unknown, path: string): unknown {
  if (typeof value === 'string') {
    try {
      return plain(compile(value));
    } catch (error) {
      // A message the ICU parser refuses (an operator's copy, say) shows as written rather than breaking the page.
      console.error(JSON.stringify({ level: 'warn', msg: 'message not compiled', key: path, err: String(error) }));
      return value;
    }
  }
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, compileTree(child, `${path}.${key}`)]));
  return value;
}

const compiled = new WeakMap<Dictionary, Dictionary>();

/**
 * The dictionary with every ICU message compiled once (icu-minify): translators on the server and
 * in the browser only format (next.config.ts aliases use-intl's formatter to its format-only
 * build), so no page parses a message and no page ships the ICU parser. Kept per dictionary
 * object: the merged dictionary of a locale is one object until the platform's copy changes.
 */
export function precompileMessages(messages: Dictionary): Dictionary {
  const hit = compiled.get(messages);
  if (hit) return hit;
  const out = Object.fromEntries(Object.entries(messages).map(([namespace, value]) => [namespace, RAW_NAMESPACES.has(namespace) ? value : compileTree(value, namespace)]));
  compiled.set(messages, out);
  return out;
}

const versions = new WeakMap<Dictionary, string>();

/**
 * A short hash of a compiled dictionary: the version in the URL of the namespaces a browser loads
 * later (`/i18n/{locale}.json?v=`), so a browser may keep them for good and a copy change makes a
 * new URL. Kept per dictionary object, like the compiled dictionary itself.
 */
export function messagesVersion(compiled: Dictionary): string {
  let version = versions.get(compiled);
  if (!version) {
    version = createHash('sha256').update(JSON.stringify(compiled)).digest('base64url').slice(0, 12);
    versions.set(compiled, version);
  }
  return version;
}
