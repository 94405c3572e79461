import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { DEV_TOKEN } from './tests/e2e/dev-token';
import { KEPT_PAGE_SECONDS, KEPT_PORT } from './tests/e2e/kept-server';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${PORT}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The journeys' server: `npm start`'s, with no page cache. */
const journeyServer: NonNullable<PlaywrightTestConfig['webServer']> & { env: Record<string, string> } = {
  command: 'node scripts/start.mjs',
  url: `${baseURL}/healthz`,
  timeout: 240_000,
  reuseExistingServer: !process.env.CI,
  stdout: 'ignore',
  stderr: 'pipe',
  env: {
    PORT: String(PORT),
    DATA_DIR: process.env.E2E_DATA_DIR ?? '.data/e2e',
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
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        journeyServer,
        // the same build keeping pages as `npm start` does: guests' pages and player shells (tests/e2e/kept-server.ts)
        { ...journeyServer, url: `http://localhost:${KEPT_PORT}/healthz`, env: { ...journeyServer.env, PORT: String(KEPT_PORT), DATA_DIR: process.env.E2E_KEPT_DATA_DIR ?? '.data/e2e-kept', PAGE_CACHE_SECONDS: String(KEPT_PAGE_SECONDS) } },
      ],
});
