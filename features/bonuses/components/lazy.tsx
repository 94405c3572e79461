'use client';

import dynamic from 'next/dynamic';

// Loaded after the page: the dialogs' watcher and the live progress need the API client and the contract schemas.
export const BonusDialogsLazy = dynamic(() => import('./bonus-dialogs').then((m) => m.BonusDialogs), { ssr: false });
export const WageringProgressLazy = dynamic(() => import('./wagering-progress').then((m) => m.WageringProgress), { ssr: false });
