/**
 * Global setup: starts the journeys' servers (the lanes' and the page-keeping one, listed in the
 * config's `metadata.servers`) all at once, where Playwright's `webServer` starts them one after
 * another, and stops them when the run ends. The site is built once before, never by a server.
 * A server already answering on its port is reused outside CI (a developer's running server).
 * Each server's log: test-results/servers/<name>.log.
 */
import type { FullConfig } from '@playwright/test';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';

export interface JourneyServer {
  name: string;
  port: number;
  env: Record<string, string>;
}

const LOG_DIR = 'test-results/servers';
const START_TIMEOUT_MS = 240_000;

async function healthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://localhost:${port}/healthz`, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

function logTail(name: string): string {
  try {
    return readFileSync(`${LOG_DIR}/${name}.log`, 'utf8').split('\n').slice(-30).join('\n');
  } catch {
    return '';
  }
}

async function waitUntilHealthy(server: JourneyServer, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`journey server ${server.name} exited (${child.exitCode ?? child.signalCode}) before answering:\n${logTail(server.name)}`);
    }
    if (await healthy(server.port)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`journey server ${server.name} did not answer /healthz on ${server.port} within ${START_TIMEOUT_MS / 1000} s:\n${logTail(server.name)}`);
}

/** What a journey server never takes from the run's environment: each lane is PGlite in its own directory. */
const NOT_INHERITED = ['DATABASE_URL', 'REDIS_URL', 'PLATFORM_URL', 'PORT', 'DATA_DIR'];

function start(server: JourneyServer): ChildProcess {
  const log = createWriteStream(`${LOG_DIR}/${server.name}.log`);
  const inherited: Record<string, string | undefined> = Object.fromEntries(Object.entries(process.env).filter(([name]) => !NOT_INHERITED.includes(name)));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...inherited, ...server.env, PORT: String(server.port) } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.pipe(log);
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export default async function globalSetup(config: FullConfig): Promise<(() => Promise<void>) | void> {
  const servers = (config.metadata.servers ?? []) as JourneyServer[];
  if (servers.length === 0) return;
  mkdirSync(LOG_DIR, { recursive: true });

  // One build for every server (a no-op when .next is newer than the sources: `npm test` built it).
  const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`the site did not build (${build.status ?? build.signal})`);

  const since = Date.now();
  const started: ChildProcess[] = [];
  const stopAll = async () => {
    await Promise.all(started.map(stop));
  };
  try {
    await Promise.all(
      servers.map(async (server) => {
        if (!process.env.CI && (await healthy(server.port))) return; // a developer's server, left running
        const child = start(server);
        started.push(child);
        await waitUntilHealthy(server, child);
      }),
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  console.log(`Journey servers (${servers.map((server) => `${server.name} :${server.port}`).join(', ')}) answering after ${((Date.now() - since) / 1000).toFixed(1)} s`);
  return stopAll;
}
