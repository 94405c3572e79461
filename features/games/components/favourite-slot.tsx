'use client';

import dynamic from 'next/dynamic';

/**
 * The favourite toggle, loaded only where it renders (signed-in players): guests' pages carry
 * none of its query and mutation code.
 */
export const FavouriteSlot = dynamic(() => import('./favourite-toggle').then((m) => m.FavouriteToggle));
