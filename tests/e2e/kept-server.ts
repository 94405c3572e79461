/**
 * The second journey server (playwright.config.ts): the same build with the page cache on, as
 * `npm start` runs, for the journeys about what the server keeps between requests (guests' pages,
 * player shells: docs/decisions/0011). The main journey server keeps nothing (its journeys change
 * content and look at once). With E2E_BASE_URL (an outside server) the kept one is E2E_KEPT_BASE_URL.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 1;
export const KEPT_PORT = port;
export const KEPT_BASE_URL = process.env.E2E_KEPT_BASE_URL ?? (process.env.E2E_BASE_URL ? undefined : `http://localhost:${port}`);
/** Seconds a page is kept there. */
export const KEPT_PAGE_SECONDS = 3;
