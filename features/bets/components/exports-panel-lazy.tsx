'use client';

import dynamic from 'next/dynamic';

// The exports panel (its filters, the list it polls, the create mutation) hydrates from a chunk of
// its own: server-rendered as before, not in the exports page's first-load JS.
export const LazyExportsPanel = dynamic(() => import('./exports-panel').then((m) => m.ExportsPanel));
