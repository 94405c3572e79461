import { hasDangerousProtocol, isAbsoluteOrProtocolRelative, isInternalPath } from './safe-url';

/** What `navigateTo(url, { external })` should do, decided without touching the browser. */
export type NavigationDecision =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; href: string }
  | { kind: 'error'; reason: 'dangerous-protocol' | 'external-without-flag' | 'invalid-url' };

export type NavigateOptions = {
  /** Required for any URL off this site (SPEC §2). */
  external?: boolean;
  /** This site's origin; an absolute URL on it counts as internal. */
  siteOrigin?: string;
};

const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** SPEC §2: external URLs need the explicit flag; dangerous protocols are always refused. */
export function decideNavigation(url: string, options: NavigateOptions = {}): NavigationDecision {
  const value = url.trim();
  if (hasDangerousProtocol(value)) return { kind: 'error', reason: 'dangerous-protocol' };
  if (isInternalPath(value)) return { kind: 'internal', path: value };
  if (!isAbsoluteOrProtocolRelative(value)) {
    // A bare relative path ('offers'): resolve against the root, never against a host.
    if (/^[?#]/.test(value)) return { kind: 'internal', path: value };
    return /^[\w-]/.test(value) ? { kind: 'internal', path: `/${value}` } : { kind: 'error', reason: 'invalid-url' };
  }
  let parsed: URL;
  try {
    parsed = new URL(value, options.siteOrigin ?? 'http://invalid.invalid');
  } catch {
    return { kind: 'error', reason: 'invalid-url' };
  }
  if (!EXTERNAL_PROTOCOLS.has(parsed.protocol)) return { kind: 'error', reason: 'dangerous-protocol' };
  if (options.siteOrigin && parsed.origin === new URL(options.siteOrigin).origin && !parsed.username && !parsed.password) {
    return { kind: 'internal', path: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  }
  if (!options.external) return { kind: 'error', reason: 'external-without-flag' };
  return { kind: 'external', href: parsed.href };
}
