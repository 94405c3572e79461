/** `*` wildcard patterns for configured redirects: `*` matches any run of characters, '/' included. */

const escape = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Only the path of a pattern: an absolute from_url keeps its pathname, a bare one gets a leading slash. */
export function patternPath(pattern: string): string {
  const value = pattern.trim();
  if (/^https?:\/\//i.test(value)) {
    try {
      return trimSlash(new URL(value.replace(/\*/g, '__WILDCARD__')).pathname.replace(/__WILDCARD__/g, '*'));
    } catch {
      return '';
    }
  }
  return trimSlash(value.startsWith('/') || value.startsWith('*') ? value : `/${value}`);
}

/** Captures of each `*` when `path` matches `pattern` (case-insensitive, trailing slash ignored), else null. */
export function matchWildcard(pattern: string, path: string): string[] | null {
  const source = patternPath(pattern).split('*').map(escape).join('(.*)');
  if (!source) return null;
  const m = new RegExp(`^${source}$`, 'i').exec(trimSlash(path));
  return m ? m.slice(1).map((c) => c ?? '') : null;
}

/** Put captures back in place of the `*`s of a target, in order; extra `*`s become ''. */
export function fillWildcards(target: string, captures: readonly string[]): string {
  let i = 0;
  return target.replace(/\*/g, () => captures[i++] ?? '');
}
