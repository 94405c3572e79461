/** Protocol checks shared by navigation, configured redirects and backUrl. */

export const DANGEROUS_PROTOCOLS = ['javascript', 'data', 'vbscript', 'file', 'blob'] as const;

const NAMED_ENTITIES: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', sol: '/', bsol: '\\', lpar: '(', rpar: ')', amp: '&' };

// '&#106;' '&#x6A' '&colon;' → their characters (semicolon optional, as browsers accept).
function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(parseInt(dec, 10), 0x10ffff)))
    .replace(/&([a-z]+);/gi, (whole, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? whole);
}

function decodePercent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

// Whitespace, C0/C1 controls and invisible format characters browsers drop inside a scheme.
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;

/** The URL as a browser would read its scheme: entities and %-escapes decoded, invisibles gone, lower case. */
export function normalizeForScheme(url: string): string {
  let value = url;
  for (let i = 0; i < 4; i++) {
    const next = decodePercent(decodeEntities(value));
    if (next === value) break;
    value = next;
  }
  return value.replace(INVISIBLE, '').toLowerCase();
}

/** javascript:, data:, vbscript:, file:, blob: in any disguise. */
export function hasDangerousProtocol(url: string): boolean {
  const normalized = normalizeForScheme(url);
  return DANGEROUS_PROTOCOLS.some((p) => normalized.startsWith(`${p}:`));
}

/** An absolute URL with a scheme (http:, mailto:…) or protocol-relative (//host, /\host). */
export function isAbsoluteOrProtocolRelative(url: string): boolean {
  const normalized = normalizeForScheme(url);
  return /^[a-z][a-z0-9+.-]*:/.test(normalized) || /^[/\\]{2}/.test(normalized);
}

/** A same-site path: one leading slash, no backslash, no control characters. */
export function isInternalPath(url: string): boolean {
  if (/[\u0000-\u001f\u007f\\]/.test(url)) return false;
  return url.startsWith('/') && !isAbsoluteOrProtocolRelative(url);
}
