// Wheel of fortune: campaigns and wheel queries, with a server-rendered overview.
export { wheelKeys, wheelCampaignsQuery, wheelQuery } from './api';
export { WheelOverview } from './components/wheel-overview';
