import type { Metadata } from 'next';
import { Link } from '@/components/link';
import './globals.css';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/** Last-resort 404 for requests outside any locale (the proxy normally rewrites every page path). */
export default function RootNotFound() {
  return (
    <html lang="en" className="dark">
      <body>
        <main className="grid min-h-dvh place-items-center p-6 text-center">
          <div className="flex flex-col items-center gap-4">
            <p className="text-5xl font-bold">404</p>
            <h1 className="text-2xl font-semibold">Page not found</h1>
            <Link href="/" className="rounded-lg bg-brand-500 px-5 py-3 font-semibold text-black">
              Go to home page
            </Link>
          </div>
        </main>
      </body>
    </html>
  );
}
