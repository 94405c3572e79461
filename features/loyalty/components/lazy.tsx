'use client';

import dynamic from 'next/dynamic';

// Loyalty's client leaves, each in its own chunk (the layout renders the notifier for players only).
export const LazyShop = dynamic(() => import('./shop').then((m) => m.Shop));
export const LazyCharacterPicker = dynamic(() => import('./character-picker').then((m) => m.CharacterPicker));
export const LazyLoyaltyNotifier = dynamic(() => import('./loyalty-notifier').then((m) => m.LoyaltyNotifier), { ssr: false });
export const LazyQuestDialog = dynamic(() => import('./quest-dialog').then((m) => m.QuestDialog));
