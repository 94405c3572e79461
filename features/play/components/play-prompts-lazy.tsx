'use client';

import dynamic from 'next/dynamic';

// The frame's prompts and notices stand in for the game (no demo, no balance, a stake it cannot
// cover, the sportsbook's guest notice): most visits show none, so they load in a chunk of their
// own, server-rendered where the first paint shows one.
export const SignInPrompt = dynamic(() => import('./play-prompts').then((m) => m.SignInPrompt));
export const DepositPrompt = dynamic(() => import('./play-prompts').then((m) => m.DepositPrompt));
export const OutOfFundsNotice = dynamic(() => import('./play-prompts').then((m) => m.OutOfFundsNotice));
export const GuestBettingNotice = dynamic(() => import('./play-prompts').then((m) => m.GuestBettingNotice));
