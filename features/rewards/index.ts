// The rewards hub: one page with the player's tournaments, wheel, loyalty and bonuses in progress, and its header link.
export { RewardsHub, type HubData } from './components/rewards-hub';
export { RewardsLink } from './components/rewards-link';

/** The namespace the rewards hub's client component reads (the rewards page adds it: MessagesScope). */
export const REWARDS_CLIENT_NAMESPACES = ['RewardsHub'] as const;
