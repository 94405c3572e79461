import { frameAncestorSources, isFrameablePath } from './frame-policy';

/** Request header carrying the page's CSP nonce from proxy.ts to the server components. */
export const NONCE_HEADER = 'x-nonce';

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The site pages' Content-Security-Policy: scripts only with this response's nonce, and whatever
 * those load ('strict-dynamic': Next's chunks, the CMS head code's elements). `https:` and
 * 'unsafe-inline' are ignored by browsers that understand nonces and strict-dynamic; they keep
 * older ones working. No plugins, no <base> elsewhere, framing as framePolicy says.
 * `dev` adds 'unsafe-eval' (React's development build needs it).
 */
export function contentSecurityPolicy(input: { nonce: string; pathname: string; frameAllowlist: string | readonly string[]; dev?: boolean }): string {
  const frameAncestors = isFrameablePath(input.pathname) ? ["'self'", ...frameAncestorSources(input.frameAllowlist)].join(' ') : "'none'";
  return [
    `script-src 'nonce-${input.nonce}' 'strict-dynamic' https: 'unsafe-inline'${input.dev ? " 'unsafe-eval'" : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/**
 * Headers every answer carries (site pages and platform alike): no MIME sniffing, the origin only
 * as referrer to other sites, no powerful features nobody uses, and HSTS when served over https.
 * Permissions-Policy names only features Chromium knows: an unknown one (`bluetooth`) is logged as a
 * console error on every page.
 */
export function securityHeaders(input: { https: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), midi=(), browsing-topics=()',
    ...(input.https && { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }),
  };
}

/** Inserts `nonce` into every `<script` start tag of operator HTML (CMS custom code) that has none. */
export function withScriptNonce(html: string, nonce: string | null | undefined): string {
  if (!nonce) return html;
  return html.replace(/<script\b(?![^>]*\bnonce=)/gi, `<script nonce="${nonce.replace(/[^A-Za-z0-9+/=]/g, '')}"`);
}
