#!/usr/bin/env node
// `npm test`: every check and test, as CI runs them, in as little wall time as two cores allow.
//
//   1. Chromium for the journeys: Debian's is installed when missing and this user may (root with
//      apt-get), else the run stops at once with the one command to run.
//   2. At once: the production build (its own type check off: step 3 runs the one type check),
//      ESLint, the import-cycle check (dpdm), the message-key check.
//   3. At once: route types + `tsc`, and Vitest (unit in jsdom, platform in Node; with
//      DATABASE_URL / REDIS_URL set, the PostgreSQL and Redis variants run in the same run).
//   4. The Playwright journeys, in lanes (tests/e2e/lanes.ts), each lane against a server of its own.
//
// Closes with the duration of each step, the ten slowest test files, the journeys that passed only
// on a retry, and one line "N passed, N failed, N skipped".
// Parts: `npm test -- build types lint messages unit e2e` (any of them).
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';

const node = process.execPath;
const results = { passed: 0, failed: 0, skipped: 0 };
const steps = [];
const flaky = [];
const files = [];
mkdirSync('test-results', { recursive: true });

const only = process.argv.slice(2);
const want = (step) => only.length === 0 || only.includes(step);

/**
 * Runs one step. `live` steps write as they go; the others (run beside a live one) keep their output
 * and print it when they end, so two steps never interleave.
 */
function run(name, args, { env = {}, live = true } = {}) {
  const started = Date.now();
  if (live) console.log(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(node, args, {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      const ok = code === 0;
      if (!live) {
        console.log(`\n▶ ${name}`);
        if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      }
      console.log(`◀ ${name}: ${ok ? 'ok' : `failed (${code ?? signal})`} in ${seconds.toFixed(1)} s`);
      steps.push({ name, seconds, ok });
      resolve(ok);
    });
  });
}

/** Chromium for the journeys, or a stop with the command that installs it. */
function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const present = () => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (present()) return;
  const canInstall = path === '/usr/bin/chromium' && process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (canInstall) {
    console.log(`▶ Chromium for the journeys is missing at ${path}: installing Debian's (apt-get install chromium)`);
    const started = Date.now();
    const install = spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null'], { stdio: 'inherit' });
    steps.push({ name: 'install Chromium', seconds: (Date.now() - started) / 1000, ok: install.status === 0 });
    if (install.status === 0 && present()) return;
  }
  console.error(
    `\nThe journeys need Chromium at ${path} and it is not there.\n` +
      `Install it with:  sudo apt-get install -y chromium\n` +
      `(or set CHROMIUM_PATH to a Chromium or Chrome binary; \`npm test -- build types lint messages unit\` runs everything else).`,
  );
  process.exit(1);
}

/** A package.json script as node arguments (its first word a bin of node_modules). */
function npmScript(name) {
  const [bin, ...args] = JSON.parse(readFileSync('package.json', 'utf8')).scripts[name].match(/"[^"]*"|\S+/g).map((word) => word.replace(/^"|"$/g, ''));
  const pkg = JSON.parse(readFileSync(`node_modules/${bin}/package.json`, 'utf8'));
  const path = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin[bin];
  return [`node_modules/${bin}/${path}`, ...args];
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

function countVitest() {
  const report = readJson('test-results/vitest.json');
  if (!report) return;
  results.passed += report.numPassedTests ?? 0;
  results.failed += report.numFailedTests ?? 0;
  results.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    files.push({ kind: 'vitest', name: relative(process.cwd(), file.name), seconds: (file.endTime - file.startTime) / 1000 });
  }
}

/** Playwright's JSON: every journey's final status, retried passes by name, time per file. */
function countJourneys() {
  const report = readJson('test-results/playwright.json');
  if (!report) return;
  const perFile = new Map();
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const seconds = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0) / 1000;
        perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + seconds);
        if (test.status === 'expected') results.passed += 1;
        else if (test.status === 'flaky') {
          results.passed += 1;
          flaky.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`);
        } else if (test.status === 'skipped') results.skipped += 1;
        else results.failed += 1;
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const [file, seconds] of perFile) files.push({ kind: 'journeys', name: `tests/e2e/${file}`, seconds });
  for (const error of report.errors ?? []) {
    results.failed += 1;
    console.log(`Playwright error outside a test: ${error.message?.split('\n')[0]}`);
  }
}

const started = Date.now();
if (want('e2e')) ensureChromium();

// 2. The build, lint and the message keys at once (ESLint is single-threaded; the build is not all the time).
const typeCheckHere = want('types');
await Promise.all([
  want('build') || want('e2e')
    ? run('production build (once, for every journey server)', ['scripts/start.mjs', '--build-only'], {
        // `tsc` below is the one type check of the run.
        env: typeCheckHere ? { NEXT_BUILD_SKIP_TYPECHECK: '1' } : {},
      })
    : undefined,
  want('lint') ? run('lint (boundaries included)', ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings=0'], { live: false }) : undefined,
  // Import cycles (dpdm, type-only imports left out): the rule import/no-cycle held, at a seventh of its cost.
  want('lint') ? run('import cycles', [...npmScript('check:cycles')], { live: false }) : undefined,
  want('messages') ? run('message keys', ['--import', 'tsx', 'scripts/check-messages.ts'], { live: false }) : undefined,
]);

// 3. The type check beside Vitest (tsc is single-threaded; Vitest runs a worker per core).
await Promise.all([
  typeCheckHere
    ? (async () => {
        // Route types (PageProps, LayoutProps) are generated; a fresh clone has none before a build.
        if (!existsSync('.next/types/routes.d.ts')) await run('route types', ['node_modules/next/dist/bin/next', 'typegen'], { live: false });
        await run('type check', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'], { live: false });
      })()
    : undefined,
  want('unit')
    ? run('unit + platform tests', ['node_modules/vitest/vitest.mjs', 'run', '--reporter=dot', '--reporter=json', '--outputFile.json=test-results/vitest.json']).then(countVitest)
    : undefined,
]);

// 4. The journeys, in lanes, from fresh databases (unless pointed at another server or directory).
if (want('e2e')) {
  if (!process.env.E2E_BASE_URL && !process.env.E2E_DATA_DIR) rmSync('.data/e2e', { recursive: true, force: true });
  if (!process.env.E2E_BASE_URL && !process.env.E2E_KEPT_DATA_DIR) rmSync('.data/e2e-kept', { recursive: true, force: true });
  rmSync('test-results/playwright.json', { force: true });
  await run('e2e journeys (Playwright, production build, in lanes)', ['node_modules/@playwright/test/cli.js', 'test'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json' },
  });
  countJourneys();
}

const total = (Date.now() - started) / 1000;
console.log('\n── Steps (wall time; steps side by side overlap) ──');
for (const step of steps) console.log(`  ${step.ok ? 'ok    ' : 'FAILED'} ${step.seconds.toFixed(1).padStart(6)} s  ${step.name}`);
console.log(`  total  ${total.toFixed(1).padStart(6)} s`);
if (files.length) {
  console.log('── Ten slowest test files ──');
  for (const file of files.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
    console.log(`  ${file.seconds.toFixed(1).padStart(6)} s  ${file.name} (${file.kind})`);
  }
}
console.log(`── Passed only on a retry (flaky): ${flaky.length} ──`);
for (const name of flaky) console.log(`  ${name}`);

const failedSteps = steps.filter((step) => !step.ok).map((step) => step.name);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
// A failed step that is not a test run (build, types, lint, messages) counts as one failure.
const failedChecks = failedSteps.filter((step) => !/tests|journeys/.test(step)).length;
console.log(`\n${results.passed} passed, ${results.failed + failedChecks} failed, ${results.skipped} skipped`);
process.exit(failedSteps.length || results.failed ? 1 : 0);
