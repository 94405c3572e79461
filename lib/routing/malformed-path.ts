/** U+FFFD, the replacement character, percent-encoded. */
const REPLACEMENT = '%EF%BF%BD';

/**
 * A request URL whose path could fail to decode, made decodable: escapes that are not UTF-8
 * (`/game/%ff`), a lone `%` (`/100%`) and an encoded `%` (`%25`) become U+FFFD. Next answers a bare
 * 500 when it cannot decode a path, and next-intl decodes the path once more before rewriting it
 * (so `%25ff` reaches Next as `%ff`). No page of the site has `%` in its path: the request names
 * the same nothing, and gets the site's localised 404. The query, and any URL without `%` in its
 * path, are returned unchanged.
 */
export function escapeMalformedPath(url: string): string {
  const query = url.search(/[?#]/);
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.includes('%')) return url;
  let safe = path.replace(/%25/gi, REPLACEMENT);
  if (!decodes(safe)) {
    safe = safe
      .replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => (decodes(run) ? run : encodeURIComponent(lenientUtf8(run))))
      .replace(/%(?![0-9a-fA-F]{2})/g, REPLACEMENT);
  }
  return query === -1 ? safe : safe + url.slice(query);
}

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** A run of %XX escapes as UTF-8 text, each invalid byte sequence as U+FFFD (as browsers read it). */
function lenientUtf8(run: string): string {
  const bytes = Uint8Array.from(run.slice(1).split('%'), (hex) => Number.parseInt(hex, 16));
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}
