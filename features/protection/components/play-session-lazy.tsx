'use client';

import dynamic from 'next/dynamic';

/**
 * The session clock of real play, in a chunk of its own: it shows only to a player in real mode,
 * so a game page's first load carries neither it nor the protection API (server-rendered as before).
 */
export const LazyPlaySession = dynamic(() => import('./play-session').then((m) => m.PlaySession));
