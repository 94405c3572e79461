'use client';

/**
 * An inline script that runs once while the server HTML is parsed. On the client it renders
 * inert (`text/plain`), which avoids React's script warning; the type mismatch is expected.
 * `nonce`: the page's CSP nonce (proxy.ts), without which the browser refuses to run it.
 */
export function InlineScript({ code, nonce }: { code: string; nonce?: string }) {
  return (
    <script
      nonce={nonce}
      type={typeof window === 'undefined' ? 'text/javascript' : 'text/plain'}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: code }}
    />
  );
}
