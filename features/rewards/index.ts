// The rewards hub: one page with the player's tournaments, wheel, loyalty and bonuses in progress, and its header link.
export { RewardsHub, type HubData } from './components/rewards-hub';
export { RewardsLink } from './components/rewards-link';

/** RewardsLink is a server component in the header, but the header renders inside client providers: its namespace travels. */
export const REWARDS_LAYOUT_NAMESPACES = ['RewardsHub'] as const;
