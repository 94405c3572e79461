'use client';

import dynamic from 'next/dynamic';

/**
 * The header's sign-out control, loaded with its own chunk: the API client and the contract's
 * schemas stay out of the default layout's first-load JS (guests never load them).
 */
// No loading placeholder: it would be a Suspense boundary streamed after the header (see LazyHeaderBalance).
export const LazySignOutButton = dynamic(() => import('./sign-out-button').then((m) => m.SignOutButton));
