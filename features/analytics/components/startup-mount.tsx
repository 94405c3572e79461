'use client';

import dynamic from 'next/dynamic';

/**
 * The start-up mount as the layout renders it: a client-only chunk requested after the page has
 * hydrated, so the beacons and the consent banner's switch add nothing to any page's first-load
 * JavaScript (the banner itself appears once the chunk is in).
 */
export const StartupMount = dynamic(() => import('./startup-beacons').then((m) => m.StartupBeacons), { ssr: false });
