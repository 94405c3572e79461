'use client';

import dynamic from 'next/dynamic';

/** The inactivity guard loads after the page (it needs the API client). */
export const InactivityGuard = dynamic(() => import('./inactivity-guard').then((m) => m.InactivityGuard), { ssr: false });
