'use client';

import dynamic from 'next/dynamic';

// Loaded only where they render (signed-in players): guests' pages carry none of the favourites'
// query and mutation code.

/** One tile's favourite toggle. */
export const FavouriteSlot = dynamic(() => import('./favourite-toggle').then((m) => m.FavouriteToggle));

/** The likes query and mutation shared by a list's toggles. */
export const FavouritesScopeSlot = dynamic(() => import('./favourites-scope').then((m) => m.FavouritesScope));
