'use client';

import { useEffect } from 'react';

type Props = { error: unknown; retry: () => void };

/**
 * Last resort when the root layout itself fails: no locale, no messages, no stylesheet are
 * guaranteed here, so the page carries its own styles and plain English.
 */
export default function GlobalError({ error, retry }: Props) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', background: '#0e1117', color: '#f2f4f8' }}>
        <title>Something went wrong</title>
        <main style={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', padding: 24, textAlign: 'center' }}>
          <div>
            <h1 style={{ fontSize: 24 }}>Something went wrong</h1>
            <p style={{ color: '#a3abbb' }}>An unexpected error occurred. Please try again.</p>
            <div style={{ display: 'flex', gap: 12, justifyContent: 'center', marginTop: 16 }}>
              <button type="button" onClick={retry} style={{ padding: '12px 20px', borderRadius: 8, border: 0, background: '#f5a700', fontWeight: 600 }}>
                Try again
              </button>
              {/* A full reload on purpose: the app shell is what failed. */}
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
              <a href="/gamehall" style={{ padding: '12px 20px', borderRadius: 8, color: '#f2f4f8', border: '1px solid #2b3240' }}>
                Go to game hall
              </a>
            </div>
          </div>
        </main>
      </body>
    </html>
  );
}
