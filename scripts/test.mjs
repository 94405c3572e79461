#!/usr/bin/env node
// `npm test`: type check, lint, message keys, unit + platform tests, then Playwright journeys
// against a production build. Ends with one summary line "N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const node = process.execPath;
mkdirSync('test-results', { recursive: true });

function run(name, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const r = spawnSync(node, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  console.log(`◀ ${name}: ${r.status === 0 ? 'ok' : `failed (${r.status ?? r.signal})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (r.status !== 0) failedSteps.push(name);
  return r.status === 0;
}

function count(file, read) {
  if (!existsSync(file)) return;
  const c = read(JSON.parse(readFileSync(file, 'utf8')));
  results.passed += c.passed;
  results.failed += c.failed;
  results.skipped += c.skipped;
}

const only = process.argv.slice(2);
const want = (step) => only.length === 0 || only.includes(step);

if (want('types')) {
  // Route types (PageProps, LayoutProps) are generated; a fresh clone has none before a build.
  run('route types', ['node_modules/next/dist/bin/next', 'typegen']);
  run('type check', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.']);
}
if (want('lint')) run('lint (boundaries included)', ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings=0']);
if (want('messages')) run('message keys', ['--import', 'tsx', 'scripts/check-messages.ts']);
if (want('unit')) {
  run('unit + platform tests', ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json']);
  count('test-results/vitest.json', (j) => ({
    passed: j.numPassedTests ?? 0,
    failed: j.numFailedTests ?? 0,
    skipped: (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0),
  }));
}
if (want('e2e')) {
  // The journeys start from a fresh database (they change the seeded players' state: a second run
  // on the same one finds a bonus already removed), unless pointed at another server or directory.
  if (!process.env.E2E_BASE_URL && !process.env.E2E_DATA_DIR) rmSync('.data/e2e', { recursive: true, force: true });
  if (!process.env.E2E_BASE_URL && !process.env.E2E_KEPT_DATA_DIR) rmSync('.data/e2e-kept', { recursive: true, force: true });
  run('e2e journeys (Playwright, production build)', ['node_modules/@playwright/test/cli.js', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json',
  });
  count('test-results/playwright.json', (j) => ({
    passed: j.stats?.expected ?? 0,
    failed: (j.stats?.unexpected ?? 0) + (j.stats?.flaky ?? 0) * 0,
    skipped: j.stats?.skipped ?? 0,
  }));
}

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
// A failed step that is not a test run (types, lint, messages) counts as one failure.
const failedChecks = failedSteps.filter((step) => !/tests|journeys/.test(step)).length;
console.log(`\n${results.passed} passed, ${results.failed + failedChecks} failed, ${results.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
