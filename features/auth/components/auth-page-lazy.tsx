'use client';

import dynamic from 'next/dynamic';

/**
 * The standalone forms' body behind its own chunk: a layout importing the feature's index does not
 * pull the forms into its first-load JS (a barrel's client components all become client entries).
 */
export const LazyAuthPage = dynamic(() => import('./auth-page').then((m) => m.AuthPage));
