/** Keys whose values never reach a log line (secrets, personal data, SQL parameters). */
const SECRET_KEY = /pass(word)?|secret|token|hash|cookie|authorization|e-?mail|phone|requisites|card|iban|^params$|^values$|^parameters$|^sid$|^code$|^restore/i;
const REDACTED = '[redacted]';
/** E-mail addresses, argon2 hashes and long random tokens (hex, base64url) inside any text. */
const SECRET_TEXT = [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, /\$argon2[a-z]*\$[^\s"']+/g, /\b[A-Za-z0-9_-]{32,}\b/g];
/** Query-string values of secret-looking names (`?password=…&token=…`). */
const SECRET_QUERY = /([?&][^=&\s"]*(?:pass|token|secret|code|mail|key|sid|state)[^=&\s"]*=)[^&\s"]*/gi;

/** drizzle's failed-query text ends with the statement's parameters: drop them all. */
const SQL_PARAMS = /(\bparams: ).*$/gm;

export function scrubText(text: string): string {
  return SECRET_TEXT.reduce((out, pattern) => out.replace(pattern, REDACTED), text).replace(SECRET_QUERY, `$1${REDACTED}`).replace(SQL_PARAMS, `$1${REDACTED}`);
}

/**
 * A copy of a (parsed) log line without secrets: values under secret-looking keys replaced,
 * e-mails, argon2 hashes and tokens masked inside texts (messages, stacks, URLs, SQL).
 */
export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return '[deep]';
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = SECRET_KEY.test(key) && item !== null && item !== undefined && item !== '' ? REDACTED : scrub(item, depth + 1);
  return out;
}

/** pino's `streamWrite` hook: the serialised line, scrubbed (a line that is not JSON as text). */
export function scrubLine(line: string): string {
  try {
    return `${JSON.stringify(scrub(JSON.parse(line)))}\n`;
  } catch {
    return scrubText(line);
  }
}
