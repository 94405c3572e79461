import type { ReactNode } from 'react';

// The real root layout is app/[locale]/layout.tsx (it renders <html>). This one only exists so
// that app/not-found.tsx, the last-resort 404 for requests that never reach a locale, has a parent.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
