// One platform as its own process, for tests of several processes (platform/test/processes.ts starts it).
// Env: the parent's (DATABASE_URL, REDIS_URL, REDIS_PREFIX…). Tells the parent its URL over IPC, then
// runs what the parent asks of "this process" (a change made here), and answers with the outcome.
import { eq } from 'drizzle-orm';
import { cacheGeneration, cachesChanged, readEnv, type CacheScope } from '@/lib/config';
import { games } from '../db/schema';
import { createLogger } from '../logger';
import { createPlatform } from '../server';
import { catalogueChanged } from '../services/catalogue-cache';
import { displayName } from '../services/rewards/display-name';
import { readSetting, writeSetting } from '../services/settings';
import { serve } from './serve';

export type InstanceCommand =
  | { id: number; do: 'disableGame'; sysname: string }
  | { id: number; do: 'writeGeneralInfo'; gtm: string }
  | { id: number; do: 'contentChanged' }
  | { id: number; do: 'generations' }
  | { id: number; do: 'displayName'; uid: number }
  | { id: number; do: 'socketCount' }
  | { id: number; do: 'publish'; uid: number; event: string; payload: unknown };

const env = readEnv({ SEED_DEMO: 'true', ...process.env, NODE_ENV: 'test', LOG_LEVEL: process.env.INSTANCE_LOG_LEVEL ?? 'silent' });
const platform = await createPlatform({ env, logger: createLogger(env) });
const { server, url, sockets } = await serve(platform);
const db = platform.database.db;

async function run(command: InstanceCommand): Promise<unknown> {
  switch (command.do) {
    case 'disableGame':
      await db.update(games).set({ isEnabled: false }).where(eq(games.sysname, command.sysname));
      return catalogueChanged();
    case 'writeGeneralInfo': {
      const info = await readSetting(db, 'general_info');
      return writeSetting(db, 'general_info', { ...info, analytic: { ...info.analytic, gtm: command.gtm } });
    }
    case 'contentChanged':
      return cachesChanged('content');
    case 'socketCount':
      return sockets.io.of('/').sockets.size;
    case 'publish':
      return platform.bus.publish(command.uid, command.event, command.payload);
    case 'displayName':
      return displayName(command.uid, null);
    case 'generations':
      return Object.fromEntries((['settings', 'catalogue', 'content'] as CacheScope[]).map((scope) => [scope, cacheGeneration(scope)]));
  }
}

process.on('message', (command: InstanceCommand) => {
  run(command).then(
    (result) => process.send!({ id: command.id, result: result ?? null }),
    (error: unknown) => process.send!({ id: command.id, error: String(error) }),
  );
});
process.on('disconnect', () => {
  server.close();
  void platform.close().finally(() => process.exit(0));
});
process.send!({ url });
