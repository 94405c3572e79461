// Real time (SPEC §4, §7): the signed-in player's socket.io connection, held in a SharedWorker
// (in the page where SharedWorker is missing), and pushed events for other features.
export { RealtimeConnection } from './components/realtime-connection';
export { useRealtimeEvent } from './use-realtime-event';
export { onRealtimeEvent, useRealtimeStore } from './store';
export { startRealtime, type RealtimeHandle, type RealtimeOptions } from './client';
export type { HubMessage, RealtimeStatus } from './hub';

/** SPEC §9 pushed event names. */
export const REALTIME_EVENTS = {
  balanceUpdated: 'account.balance_updated',
  offerAvailable: 'campaign.offer.available',
  offerDeactivated: 'campaign.offer.deactivated',
} as const;
