import type { ChatEnv } from './types';

/** SPEC §9: the provider's global is awaited at most 5,000 ms, polled every 100 ms. */
export const GLOBAL_WAIT_MS = 5_000;
export const GLOBAL_POLL_MS = 100;

/** The page's CSP nonce (Next puts it on its own scripts), so injected scripts pass a nonce-based policy. */
export function pageNonce(doc: Document): string | undefined {
  const script = doc.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || script?.getAttribute('nonce') || undefined;
}

/** Polls `read` every `interval` ms until it answers something truthy; rejects after `timeout` ms. */
export function waitFor<T>(read: () => T | null | undefined | false, timeout = GLOBAL_WAIT_MS, interval = GLOBAL_POLL_MS): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      let value: T | null | undefined | false;
      try {
        value = read();
      } catch {
        value = undefined;
      }
      if (value) return resolve(value);
      if (Date.now() - started >= timeout) return reject(new Error(`chat global not ready after ${timeout} ms`));
      setTimeout(tick, interval);
    };
    tick();
  });
}

/** Appends `<script async src>` once per src; resolves on load. */
export function loadScript(doc: Document, src: string, attributes: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    const nonce = pageNonce(doc);
    if (nonce) script.nonce = nonce;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`chat script failed: ${src}`)));
    doc.head.appendChild(script);
  });
}

/** The real browser environment. */
export function browserChatEnv(): ChatEnv {
  return {
    window: window as unknown as ChatEnv['window'],
    loadScript: (src, attributes) => loadScript(document, src, attributes),
    waitFor: (read) => waitFor(read),
    log: (message, error) => console.warn(`[support-chat] ${message}`, error ?? ''),
  };
}
