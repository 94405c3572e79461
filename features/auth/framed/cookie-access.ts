/** The Storage Access API where the browser has it (Safari, Firefox, Chrome). */
type StorageAccessDocument = Document & { hasStorageAccess?: () => Promise<boolean>; requestStorageAccess?: () => Promise<void> };

export type CookieAccess = 'ok' | 'needs-access' | 'blocked';

/** True when this frame can keep a cookie: a partitioned SameSite=None probe is written and read back. */
export function canKeepCookies(doc: Document = document): boolean {
  try {
    doc.cookie = 'frame_probe=1; Path=/; SameSite=None; Secure; Partitioned';
    const kept = doc.cookie.includes('frame_probe=1');
    doc.cookie = 'frame_probe=; Path=/; Max-Age=0; SameSite=None; Secure; Partitioned';
    return kept;
  } catch {
    return false;
  }
}

/** What a framed form needs before signing in: nothing, storage access (a click), or a sign-in window. */
export async function checkCookieAccess(doc: Document = document): Promise<CookieAccess> {
  if (canKeepCookies(doc)) return 'ok';
  const sa = doc as StorageAccessDocument;
  if (typeof sa.requestStorageAccess !== 'function') return 'blocked';
  try {
    if (await sa.hasStorageAccess?.()) return 'ok';
  } catch {}
  return 'needs-access';
}

/** Asks for storage access (must run in a click); resolves whether it was granted. */
export async function requestCookieAccess(doc: Document = document): Promise<boolean> {
  const sa = doc as StorageAccessDocument;
  if (typeof sa.requestStorageAccess !== 'function') return false;
  try {
    await sa.requestStorageAccess();
    return true;
  } catch {
    return false;
  }
}
