/** Page scroll lock for open dialogs: body overflow hidden, the vanished scrollbar's width padded back. */

let saved: { overflow: string; paddingRight: string } | null = null;

export function lockScroll(): void {
  if (saved || typeof document === 'undefined') return;
  const { body, documentElement } = document;
  // clientWidth is 0 where nothing is laid out (jsdom, display:none); no compensation then.
  const scrollbar = documentElement.clientWidth > 0 ? window.innerWidth - documentElement.clientWidth : 0;
  saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  body.style.overflow = 'hidden';
  if (scrollbar > 0) {
    const current = Number.parseFloat(window.getComputedStyle(body).paddingRight) || 0;
    body.style.paddingRight = `${current + scrollbar}px`;
  }
}

export function unlockScroll(): void {
  if (!saved) return;
  document.body.style.overflow = saved.overflow;
  document.body.style.paddingRight = saved.paddingRight;
  saved = null;
}

export function isScrollLocked(): boolean {
  return saved !== null;
}
