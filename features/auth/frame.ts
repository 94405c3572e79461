/** Messages the standalone forms send to the page framing them (SPEC §2). */
export type FrameMessage = { type: 'checkIframe'; path: string } | { type: 'redirect'; url: string } | { type: 'refresh_user' };

/** Allow-list entries (origins or bare hosts, comma-separated) → the origins a message may go to. */
export function frameOrigins(allowlist: string | readonly string[] | undefined): string[] {
  const entries = typeof allowlist === 'string' ? allowlist.split(',') : (allowlist ?? []);
  const out = new Set<string>();
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    if (/^https?:\/\//i.test(entry)) {
      try {
        out.add(new URL(entry).origin);
      } catch {}
      continue;
    }
    if (/^[a-z0-9.-]+(:\d+)?$/i.test(entry)) {
      out.add(`https://${entry.toLowerCase()}`);
      out.add(`http://${entry.toLowerCase()}`);
    }
  }
  return [...out];
}

/** True when the page runs inside a frame. */
export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

/**
 * Posts `message` to the parent, only to the site's own origin and the allow-listed ones: the
 * browser delivers it just to the one that matches the parent, and drops the others. The own
 * origin is always a target, so the forms work out of the box in the operator's own pages with no
 * FRAME_ALLOWLIST; any other parent is refused by frame-ancestors and gets nothing. Returns whether
 * there was a parent to try.
 */
export function postToParent(message: FrameMessage, origins: readonly string[], win: Window = window): boolean {
  if (!isFramed(win)) return false;
  const own = win.location?.origin;
  const targets = new Set([...(own && own !== 'null' ? [own] : []), ...origins]);
  for (const origin of targets) {
    try {
      win.parent.postMessage(message, origin);
    } catch {}
  }
  return true;
}
