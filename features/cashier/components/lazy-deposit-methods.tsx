'use client';

import dynamic from 'next/dynamic';

/** The player shell's deposit list (deposit-methods-shell.tsx) in a chunk of its own: the page's first load keeps to the frame. */
export const LazyDepositMethodsShell = dynamic(() => import('./deposit-methods-shell').then((m) => m.DepositMethodsShell));
