/** Appends `<script async src>` with the page's CSP nonce (Next puts it on its own scripts); resolves on load. */
export function loadScript(doc: Document, src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    const nonced = doc.querySelector<HTMLScriptElement>('script[nonce]');
    const nonce = nonced?.nonce || nonced?.getAttribute('nonce');
    if (nonce) script.nonce = nonce;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`script failed: ${src}`)));
    doc.head.appendChild(script);
  });
}
