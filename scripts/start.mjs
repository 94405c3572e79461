#!/usr/bin/env node
// `npm start`: build the site when `.next/BUILD_ID` is missing or older than its sources, then run
// server.ts in production in this very process (tsx's loader registered in-process), so the PID
// npm started is the server's and signals reach its graceful shutdown directly. `--build-only`
// builds when needed and stops (the journeys build once for all their servers).
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_DIRS = ['app', 'components', 'features', 'lib', 'messages', 'content', 'public'];
const SOURCE_FILES = ['proxy.ts', 'next.config.ts', 'package-lock.json'];
/** The simulators' entry points, each run as its own process while SIMULATORS is on. */
const SIMULATORS = ['simulators/studio/main.ts', 'simulators/simpay/main.ts'];

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The newest modification time under a directory (0 when it does not exist). */
function newest(dir) {
  let latest = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newest(path) : (mtime(path) ?? 0);
    if (time > latest) latest = time;
  }
  return latest;
}

/** Why a build is needed, or null when `.next/BUILD_ID` is newer than every source. */
function staleReason() {
  const built = mtime(join(root, '.next/BUILD_ID'));
  if (built === undefined) return 'no build yet';
  for (const dir of SOURCE_DIRS) if (newest(join(root, dir)) > built) return `${dir}/ changed`;
  for (const file of SOURCE_FILES) if ((mtime(join(root, file)) ?? 0) > built) return `${file} changed`;
  return null;
}

const reason = staleReason();
if (reason) {
  console.log(`> Building the site (${reason}) …`);
  const build = spawnSync(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) {
    console.error(`> next build failed (${build.status ?? build.signal}); not starting.`);
    process.exit(build.status ?? 1);
  }
}

if (process.argv.includes('--build-only')) process.exit(0);

process.env.NODE_ENV = 'production';
// The demo: the built-in OAuth provider is on unless OAUTH_DEMO says otherwise (it is off by default
// in the product, lib/config/env.ts). A real deployment sets OAUTH_DEMO=false or runs server.ts itself.
if (!process.env.OAUTH_DEMO) {
  process.env.OAUTH_DEMO = 'true';
  console.log('> Demo OAuth provider on (npm start; OAUTH_DEMO=false turns it off)');
}
// The simulated game studio `sim` and payment provider `simpay` (docs/decisions/0047): on for the demo,
// each its own process beside the site, stopped with it (they exit when this process closes their stdin).
if (!process.env.SIMULATORS) {
  process.env.SIMULATORS = 'true';
  console.log('> Simulated game studio and payment provider on (npm start; SIMULATORS=false turns them off)');
}
if (process.env.SIMULATORS === 'true') {
  const wallet = `http://127.0.0.1:${process.env.PORT || 3000}`;
  const children = SIMULATORS.map((entry) =>
    spawn(process.execPath, ['--import', 'tsx', join(root, entry), '--wallet', wallet], { cwd: root, stdio: ['pipe', 'inherit', 'inherit'], env: process.env }),
  );
  process.on('exit', () => children.forEach((child) => child.kill()));
}
process.chdir(root);
const { register } = await import('tsx/esm/api');
register();
await import(new URL('../server.ts', import.meta.url).href);
