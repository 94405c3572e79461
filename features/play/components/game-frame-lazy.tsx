'use client';

import dynamic from 'next/dynamic';

/**
 * The game frame hydrates from a chunk of its own, which loads beside the page instead of in its
 * first-load JS; the server renders it as before, so the game's iframe starts loading with the HTML.
 */
export const LazyGameFrame = dynamic(() => import('./game-frame').then((m) => m.GameFrame));
