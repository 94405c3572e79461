'use client';

/**
 * An inline script that runs once while the server HTML is parsed. On the client it renders
 * inert (`text/plain`), which avoids React's script warning; the type mismatch is expected.
 */
export function InlineScript({ code }: { code: string }) {
  return (
    <script
      type={typeof window === 'undefined' ? 'text/javascript' : 'text/plain'}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: code }}
    />
  );
}
