'use client';

import dynamic from 'next/dynamic';

/**
 * The layout's one mount for the app around the pages (lazy-mounts.tsx): a client-only chunk
 * requested after the page has hydrated. None of them renders anything on the server, and each
 * waits for the page anyway (the worker and the version check for `load`, the chat for the first
 * interaction or 1 s), so nothing of them needs to be in a page's first-load JavaScript.
 */
export const AppMounts = dynamic(() => import('./lazy-mounts'), { ssr: false });
export type { AppMountsProps } from './lazy-mounts';
