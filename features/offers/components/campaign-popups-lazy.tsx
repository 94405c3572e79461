'use client';

import dynamic from 'next/dynamic';

/** The campaign popup watcher (API client included) loads after the page, not with it. */
export const CampaignPopupsWatcher = dynamic(() => import('./campaign-popups-watcher').then((m) => m.CampaignPopupsWatcher), { ssr: false });
