/**
 * The e2e server's DEV_ROUTES_TOKEN (playwright.config.ts): tests read codes from /api/dev/outbox and
 * settle sportsbook events with it; without it those routes answer 404 in production.
 */
export const DEV_TOKEN = process.env.E2E_DEV_TOKEN ?? 'e2e-dev-routes-token-not-a-secret';
export const devHeaders = { 'x-dev-token': DEV_TOKEN };
