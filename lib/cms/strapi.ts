/** Strapi (v4 and v5) response shapes → plain objects. */

type Json = unknown;

const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `{ data: … }` envelopes and v4 `{ id, attributes }` entries, unwrapped at every depth. */
export function unwrapStrapi(value: Json): Json {
  if (Array.isArray(value)) return value.map(unwrapStrapi);
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  if ('data' in value && keys.every((k) => k === 'data' || k === 'meta')) return unwrapStrapi(value.data);
  if (isObject(value.attributes) && keys.every((k) => k === 'id' || k === 'attributes' || k === 'documentId')) {
    return unwrapStrapi({ id: value.id, ...value.attributes });
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unwrapStrapi(v)]));
}

/** site_settings / site-settings / siteSettings → siteSettings (top-level keys only). */
export const camelKey = (key: string) => key.replace(/[-_]+([a-z0-9])/gi, (_, c: string) => c.toUpperCase());

export function camelizeKeys(value: Json): Record<string, Json> {
  if (!isObject(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [camelKey(k), v]));
}
