'use client';

import dynamic from 'next/dynamic';

/**
 * The header balance with its own chunk: the query client calls, the realtime client and the
 * worker stay out of the default layout's first-load JS (guests never load them).
 */
export const LazyHeaderBalance = dynamic(() => import('./header-balance').then((m) => m.HeaderBalance), {
  loading: () => <span aria-hidden="true" className="inline-block h-8 w-32" />,
});
