/**
 * SPEC §7 encoding rules, as this client reads them:
 * - query (every call): `v`, `locale`, `strict=0` inside a frame; then, for GET, the params;
 *   null and undefined params are dropped;
 * - POST body: multipart FormData; undefined is dropped, while null or '' is sent as a present
 *   field with empty text — multipart cannot carry a null, and the platform reads '' as "no value";
 * - everywhere: true/false → '1'/'0', arrays → comma-separated, plain objects (games `options`,
 *   deposit `requisites`) → JSON text, files as files.
 */

/** The API version sent as `v` (SPEC §9 app config version). */
export const API_VERSION = '2.34';

/** The fixed marker header every call carries. */
export const CLIENT_HEADER = { name: 'X-Client', value: 'casino-site' } as const;

/** Text form of a value, or undefined when it has none (null, undefined). */
export function toText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.map((item) => toText(item) ?? '').join(',');
  return JSON.stringify(value);
}

export type Envelope = { locale?: string; embedded?: boolean };

/** `v`, `locale`, `strict` and, for GET, the params. */
export function buildQuery(envelope: Envelope, params?: Record<string, unknown>): URLSearchParams {
  const query = new URLSearchParams({ v: API_VERSION });
  if (envelope.locale) query.set('locale', envelope.locale);
  if (envelope.embedded) query.set('strict', '0');
  for (const [key, value] of Object.entries(params ?? {})) {
    const text = toText(value);
    if (text !== undefined) query.append(key, text);
  }
  return query;
}

/** Multipart body of a POST. */
export function buildForm(params: Record<string, unknown> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (typeof Blob !== 'undefined' && value instanceof Blob) form.append(key, value);
    else form.append(key, toText(value) ?? '');
  }
  return form;
}
