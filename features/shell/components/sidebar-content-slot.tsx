'use client';

import dynamic from 'next/dynamic';

/** The sidebar's content loads with the curtain's first opening (the dialog primitive loads then too). */
export const SidebarContentSlot = dynamic(() => import('./sidebar-content').then((m) => m.SidebarContent), { ssr: false });
