// Wheel of fortune: campaigns, wheel, quests and results queries, the wheel game and its dialogs.
export { wheelKeys, wheelCampaignsQuery, wheelQuery, wheelQuestsQuery, wheelQuestsInfoQuery, wheelResultsQuery, WHEEL_UPDATED_EVENT } from './api';
export { WheelOverview } from './components/wheel-overview';
export { LazyWheelGame as WheelGame } from './components/lazy';

/** Message namespaces of the wheel's client components: the wheel page adds them (MessagesScope). */
export const WHEEL_CLIENT_NAMESPACES = ['WheelGame', 'wheelOfFortune', 'AgeGate'] as const;
