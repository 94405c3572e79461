'use client';

import dynamic from 'next/dynamic';

/** The wheel game (wheel, buttons, dialogs) in its own chunk; the page's HTML already lists the prizes. */
// Server-rendered in place (no loading placeholder: that would be a Suspense boundary whose reveal
// React may hold back ~300 ms behind another one, delaying the page's largest paint).
export const LazyWheelGame = dynamic(() => import('./wheel-game').then((m) => m.WheelGame));
