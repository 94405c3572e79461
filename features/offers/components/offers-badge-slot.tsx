'use client';

import dynamic from 'next/dynamic';

/**
 * The offers badge loads with the menu that shows it (the sidebar renders when opened): no page
 * render asks the platform for the offers just to count them.
 */
export const OffersBadgeSlot = dynamic(() => import('./offers-count-badge').then((m) => m.OffersCountBadge), { ssr: false });
