import { defineConfig, devices } from '@playwright/test';
import { DEV_TOKEN } from './tests/e2e/dev-token';
import { KEPT_PAGE_SECONDS, KEPT_PORT } from './tests/e2e/kept-server';
import { LANES, laneBaseURL, laneDataDir, lanePort } from './tests/e2e/lanes';
import type { JourneyServer } from './tests/e2e/servers';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CI = Boolean(process.env.CI);

/** The journeys' servers: `npm start`'s, with no page cache. */
const journeyEnv: Record<string, string> = {
  LOG_LEVEL: 'warn',
  NEXT_TELEMETRY_DISABLED: '1',
  REDIRECT_ALLOWLIST: 'partner.example',
  // Codes for two-factor and restore journeys are read from the outbox (/api/dev/*, with this token only).
  DEV_ROUTES_TOKEN: DEV_TOKEN,
  RATE_LIMIT_PER_IP: '1000',
  // Journeys change content, settings and maintenance and look at the page right after: no page cache (the kept server below has one).
  PAGE_CACHE_SECONDS: '0',
  // Telegram entry (init data signed in the test) and a partner page framing the forms (tests/e2e/social.spec.ts).
  TELEGRAM_BOT_TOKEN: 'e2e-bot-token',
  FRAME_ALLOWLIST: 'http://partner.example',
  // Timers a journey outwaits, short here (production: 60 s and 5 s): "Send again" of the confirm-email dialog, the pending and mobile demo deposits.
  CODE_RESEND_SECONDS: '10',
  DEMO_DEPOSIT_SETTLE_MS: '1500',
  // tests/e2e/server-limits.spec.ts waits for an unfinished body's 408
  BODY_TIMEOUT_SECONDS: '5',
};

/** Each lane's simulated studio (and payment provider) on ports of its own: `E2E_PORT` + 50 + 2i (and + 1). */
const simulatorsEnv = (lane: number): Record<string, string> => ({
  SIMULATORS: 'true',
  PROVIDER_SIM_URL: `http://localhost:${lanePort(lane) + 50}`,
  PSP_SIM_URL: `http://localhost:${lanePort(lane) + 51}`,
});

/**
 * One journey server per lane (tests/e2e/lanes.ts) and the page-keeping one (tests/e2e/kept-server.ts),
 * started together by tests/e2e/servers.ts; none with E2E_BASE_URL (an outside server).
 */
const servers: JourneyServer[] = process.env.E2E_BASE_URL
  ? []
  : [
      ...Array.from({ length: LANES }, (_, lane) => ({ name: `lane-${lane}`, port: lanePort(lane), env: { ...journeyEnv, ...simulatorsEnv(lane), DATA_DIR: laneDataDir(lane) } })),
      {
        name: 'kept',
        port: KEPT_PORT,
        env: { ...journeyEnv, SIMULATORS: 'false', DATA_DIR: process.env.E2E_KEPT_DATA_DIR ?? '.data/e2e-kept', PAGE_CACHE_SECONDS: String(KEPT_PAGE_SECONDS) },
      },
    ];

export default defineConfig({
  testDir: 'tests/e2e',
  // A file's journeys run in order on one worker; files are dealt to the lanes as workers free up.
  fullyParallel: false,
  workers: process.env.E2E_BASE_URL ? 1 : LANES,
  // One retry in CI; a journey that passes only on its retry is listed as flaky by `npm test`.
  retries: CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  metadata: { servers },
  globalSetup: './tests/e2e/servers.ts',
  use: {
    // In a worker, its lane's server (Playwright sets the worker's slot before it loads this file).
    baseURL: laneBaseURL(),
    // Traces only for failures and retries: nothing is recorded for a journey that passes on its first
    // run in CI (the retry of a failure records one); locally, a failure keeps its trace. No video:
    // Playwright records it with an ffmpeg build of its own, which cannot be downloaded here (a retry
    // asking for one fails at once); the trace's screencast shows the same.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    video: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
