'use client';

import dynamic from 'next/dynamic';

// Client leaves of the tournament page, each in its own chunk (the list pages stay server-only).
export const LazyLiveLeaderboard = dynamic(() => import('./live-leaderboard').then((m) => m.LiveLeaderboard));
export const LazyJoinTournament = dynamic(() => import('./join-tournament').then((m) => m.JoinTournament));
