'use client';

import dynamic from 'next/dynamic';

/**
 * The centre is a page of forms (limits, reality check, breaks): like the profile's forms it is
 * server-rendered as before and hydrates from a chunk of its own, which loads beside the page
 * instead of in its first-load JS (docs/fast-pages.md).
 */
export const LazyResponsibleGamingCentre = dynamic(() => import('./responsible-gaming-centre').then((m) => m.ResponsibleGamingCentre));
