import { hasDangerousProtocol, isAbsoluteOrProtocolRelative, isInternalPath } from './safe-url';

/** Query key of a backUrl (SPEC §2). */
export const BACK_URL_QUERY = 'backUrl';
/** Local-storage key: where to go back to after a social sign-in. */
export const BACK_URL_SOCIAL_AUTH_KEY = 'backUrl:social-auth';
/** Local-storage key: where to go back to after a successful payment. */
export const BACK_URL_PAY_SUCCESS_KEY = 'backUrl:pay-success';

export type BackUrlPolicy = {
  /** This site's origin (https://casino.example); absolute URLs on it are accepted. */
  siteOrigin?: string;
  /** Other hosts allowed (REDIRECT_ALLOWLIST): 'partner.com' exact, '*.partner.com' subdomains. */
  allowlist?: readonly string[];
};

/** True when `host` is allowed by an entry: exact, or a subdomain for '*.x' / '.x' entries. */
export function hostAllowed(host: string, allowlist: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return allowlist.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (!entry) return false;
    if (entry.startsWith('*.') || entry.startsWith('.')) {
      const base = entry.replace(/^\*?\./, '');
      return h === base || h.endsWith(`.${base}`);
    }
    return h === entry;
  });
}

/**
 * The backUrl to follow, or null when it is unsafe: same-site paths, or http(s) URLs on this
 * site or an allow-listed host. Never protocol-relative, userinfo, backslash or dangerous-protocol tricks.
 */
export function safeBackUrl(value: string | null | undefined, policy: BackUrlPolicy = {}): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (!url || url.length > 2048 || hasDangerousProtocol(url)) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(url)) return null;
  if (isInternalPath(url)) return url;
  if (!isAbsoluteOrProtocolRelative(url) || !/^https?:\/\//i.test(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  // Userinfo tricks: https://good.com@evil.com, https://@evil.com.
  if (parsed.username || parsed.password || /^https?:\/\/[^/?#]*@/i.test(url)) return null;
  const site = originOf(policy.siteOrigin);
  if (site && parsed.origin === site) return parsed.href;
  return hostAllowed(parsed.hostname, policy.allowlist ?? []) ? parsed.href : null;
}

export const isSafeBackUrl = (value: string | null | undefined, policy?: BackUrlPolicy) => safeBackUrl(value, policy) !== null;

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The safe backUrl carried by a query string, or null. */
export function readBackUrl(search: string | URLSearchParams, policy?: BackUrlPolicy): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return safeBackUrl(params.get(BACK_URL_QUERY), policy);
}
