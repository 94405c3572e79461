'use client';

import dynamic from 'next/dynamic';

/**
 * The profile's bonus and cashback lists with their actions (activate, cancel, claim): server-rendered
 * as before, hydrated from chunks of their own that load beside the page instead of in its
 * first-load JS, like the profile's forms (docs/fast-pages.md).
 */
export const LazyBonusesPanel = dynamic(() => import('./bonuses-panel').then((m) => m.BonusesPanel));
export const LazyCashbackPanel = dynamic(() => import('./cashback-panel').then((m) => m.CashbackPanel));
