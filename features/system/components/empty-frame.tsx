import type { ReactNode } from 'react';

/** The empty layout's frame (SPEC §2 "empty"): no header or sidebar, the content centred. */
export function EmptyFrame({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" className="grid min-h-dvh place-items-center px-4 py-10">
      <div className="w-full max-w-xl">{children}</div>
    </main>
  );
}
