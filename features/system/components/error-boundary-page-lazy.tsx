'use client';

import dynamic from 'next/dynamic';

/**
 * The error boundaries' page, loaded when a boundary catches an error: an error.tsx is part of
 * every page's first load, its view (system pages, icons, kinds) need not be (~2 KB gzip).
 */
export const LazyErrorBoundaryPage = dynamic(() => import('./error-boundary-page').then((m) => m.ErrorBoundaryPage));
