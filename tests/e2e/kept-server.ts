/**
 * The page-keeping journey server (playwright.config.ts): the same build with the page cache on, as
 * `npm start` runs, for the journeys about what the server keeps between requests (guests' pages,
 * player shells: docs/decisions/0011). The lanes' servers keep nothing (their journeys change
 * content and look at once). One file uses it, so it runs in one lane at a time. With E2E_BASE_URL
 * (an outside server) the kept one is E2E_KEPT_BASE_URL.
 */
import { BASE_PORT } from './lanes';

export const KEPT_PORT = BASE_PORT + 1;
export const KEPT_BASE_URL = process.env.E2E_KEPT_BASE_URL ?? (process.env.E2E_BASE_URL ? undefined : `http://localhost:${KEPT_PORT}`);
/** Seconds a page is kept there. */
export const KEPT_PAGE_SECONDS = 3;
