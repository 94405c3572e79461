/**
 * Lanes: the journeys run on `E2E_LANES` Playwright workers at once, each against a journey server
 * of its own (its own port and data directory), so one lane's players, settings and toggles never
 * meet another's. Playwright gives each worker a stable slot (`TEST_PARALLEL_INDEX`, 0 … lanes − 1,
 * set before the worker loads the config); the slot picks the lane. The page-keeping server
 * (kept-server.ts) is one more, used by the one file that needs it.
 *
 * Ports: lane i on `E2E_PORT` + 2i (3100, 3102, …), the page-keeping server on `E2E_PORT` + 1.
 * Data: lane i in `E2E_DATA_DIR`/lane-i (`.data/e2e/lane-0`, …).
 */
export const LANES = Math.max(1, Number(process.env.E2E_LANES ?? 2));
export const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
export const DATA_ROOT = process.env.E2E_DATA_DIR ?? '.data/e2e';

export const lanePort = (lane: number) => BASE_PORT + 2 * lane;
export const laneDataDir = (lane: number) => `${DATA_ROOT}/lane-${lane}`;

/** This process's lane: the worker's slot, or 0 in the runner. */
export function currentLane(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0) % LANES;
}

/** The journey server of this process's lane (E2E_BASE_URL: one outside server for every lane). */
export function laneBaseURL(lane = currentLane()): string {
  return process.env.E2E_BASE_URL ?? `http://localhost:${lanePort(lane)}`;
}
