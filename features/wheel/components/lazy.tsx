'use client';

import dynamic from 'next/dynamic';

/** The wheel game (wheel, buttons, dialogs) in its own chunk; the page's HTML already lists the prizes. */
export const LazyWheelGame = dynamic(() => import('./wheel-game').then((m) => m.WheelGame), {
  loading: () => <div aria-hidden="true" className="mx-auto aspect-square w-full max-w-[22rem] rounded-full bg-(--surface)" />,
});
