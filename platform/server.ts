import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Env } from '@/lib/config';
import { createDb, type Database } from './db/client';
import { BODY_LIMIT, FIELD_LIMIT } from './http/body';
import { registerDispatch } from './http/dispatch';
import { installErrorHandling, replyToFrameworkError } from './http/errors';
import { rejectHostileInput } from './http/hostile-input';
import { guardRequest } from './http/origin';
import type { Logger } from './logger';
import { createRegistry } from './methods';
import { createLocalBus, type Bus } from './realtime/bus';
import { startRewardsWorker } from './services/rewards';
import { redisNamespace } from './realtime/namespace';
import { shareCacheInvalidation } from './realtime/invalidation';
import { createRedisBus } from './realtime/redis-bus';
import { attachSockets } from './realtime/sockets';
import { registerBuilds } from './routes/builds';
import { registerCmsWebhook } from './routes/cms-webhook';
import { registerGameCovers } from './routes/game-covers';
import { registerHealth } from './routes/health';
import { registerHistoryExports } from './routes/history-exports';
import { registerChatScripts, registerChatTestSurface } from './routes/chat/register';
import { registerAnalyticsTestSurface } from './routes/analytics/register';
import { registerHit } from './routes/hit';
import { registerNfx } from './routes/nfx';
import { registerPayDemo } from './routes/pay-demo';
import { registerOAuth } from './routes/oauth';
import { providersOf, registerProviderWallet, startOpenRoundSweeper, syncSimCatalogue } from './games/providers';
import { registerPsps } from './payments/psp';
import { seedDemo } from './seed';
import { accessTokens } from './services/access-tokens';
import { codes } from './services/codes';
import { createJobLeases } from './jobs/lease';
import { installationKey } from './kernel/installation-keys';
import { setPseudonymKey } from './services/rewards/display-name';
import { createEventRelay, purgeRelayedEvents } from './messaging/events';
import { createMailer } from './services/outbox';
import { purgeExpiredStates } from './services/oauth';
import { purgeExpiredDemoCodes } from './services/oauth-demo';
import { resumeExports } from './services/history-exports';
import { rememberLegacyCards, resumePayments } from './services/payments';
import { computeLastWeek } from './services/bonuses';
import { readSetting } from './services/settings';
import { createRateLimits } from './services/rate-limits';
import { purgeOldBeacons } from './services/retention';
import { registerDevPlayers } from './routes/dev-players';
import { registerDevOutbox } from './routes/dev-outbox';
import { registerDevProtection } from './routes/dev-protection';
import { registerDemoReview, registerSumsubWebhook } from './routes/verification';
import { devRoutesEnabled, guardDevRoute } from './http/dev-access';
import { trustProxyOption } from './http/trust-proxy';
import { startAbandonedHandSweeper } from './games/blackjack-rounds';
import { registerDevSportsbook, registerGames, startSportsbookSettler } from './games/routes';
import { sessions } from './services/sessions';

export { isPlatformPath } from './paths';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const HOUSEKEEPING_MS = 60 * 60 * 1000;
/** How often the weekly cashback is (re)computed: a week is counted once, so running often costs little and survives restarts. */
const CASHBACK_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * server.ts writes the one line per request (lib/routing/access-log.ts); Fastify's own two
 * ("incoming request", "request completed", and "Route … not found" for a 404) would double it. Its error lines stay.
 */
class QuietRequests extends LogController {
  override incomingRequest() {}
  override requestCompleted() {}
  override routeNotFound() {}
}

export type PlatformOptions = {
  env: Env;
  logger: Logger;
  /** A database to use instead of one made from env (tests); the platform closes it. */
  database?: Database;
  /** Where messages/ and .next/ are (defaults to the repository root). */
  rootDir?: string;
  /** Redis namespace (channels and keys) instead of the deployment's (platform/realtime/namespace.ts); distinct per test run. */
  busChannel?: string;
};

export type Platform = {
  app: FastifyInstance;
  database: Database;
  bus: Bus;
  /** Node request handler: Fastify's full routing (hooks, parsers, handlers). */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Attaches socket.io to the HTTP server (on /socket.io); `close()` disconnects its sockets. */
  attach(server: HttpServer): ReturnType<typeof attachSockets>;
  /** Readiness turns false (/readyz answers 503 draining), the periodic jobs stop and their leases go: server.ts calls it first on SIGTERM. */
  drain(): void;
  /** Closes sockets, the app, the bus and the database. */
  close(): Promise<void>;
};

/** The reference platform: migrated (and seeded when SEED_DEMO) database, Fastify app, bus, sockets. */
export async function createPlatform(options: PlatformOptions): Promise<Platform> {
  const { env, logger } = options;
  const rootDir = options.rootDir ?? REPO_ROOT;
  // every Redis channel and key of this deployment starts with its namespace (REDIS_PREFIX and the URL's database index)
  const namespace = options.busChannel ? `${options.busChannel}:` : redisNamespace(env.REDIS_URL, env.REDIS_PREFIX);
  const channel = `${namespace}events`;
  const database = options.database ?? createDb(env, (err) => logger.error({ err }, 'database pool error'));
  await database.migrate(env.SEED_DEMO ? seedDemo : undefined, (message) => logger.info({ component: 'database' }, message));
  // jobs that must run once across the deployment's processes run where this process holds their lease
  const leases = createJobLeases(database.db);
  // keys every process must agree on: the operator's, else the installation's own, made once in the database
  setPseudonymKey(env.PSEUDONYM_SECRET ?? (await installationKey(database.db, 'pseudonym')));
  const once = leases.exclusive;
  // the simulated studio's titles are in the catalogue while it is a provider (docs/decisions/0047)
  await syncSimCatalogue(database.db, env.SEED_DEMO && providersOf(env).has('sim'));
  const purgeExpired = () =>
    once('expiries', 3 * HOUSEKEEPING_MS, () => Promise.all([sessions.purgeExpired(database.db), accessTokens.purgeExpired(database.db), codes.purgeExpired(database.db), purgeExpiredStates(database.db), purgeExpiredDemoCodes(database.db), purgeRelayedEvents(database.db)])).catch((err: unknown) => logger.warn({ err }, 'purge of expired sessions failed'));
  // beacons and client events older than BEACON_RETENTION_DAYS (docs/decisions/0044): beside start-up, then hourly
  const purgeOld = () =>
    env.BEACON_RETENTION_DAYS === 0
      ? Promise.resolve()
      : purgeOldBeacons(database.db, env.BEACON_RETENTION_DAYS)
          .then((run) => void (run !== 'busy' && run.hits + run.userEvents > 0 && logger.info({ ...run, days: env.BEACON_RETENTION_DAYS }, 'old beacons and events deleted')))
          .catch((err: unknown) => logger.warn({ err }, 'deleting old beacons and events failed'));
  await purgeExpired();
  void purgeOld();
  const housekeeping = setInterval(() => void purgeExpired().then(purgeOld), HOUSEKEEPING_MS).unref();
  const bus = env.REDIS_URL ? await createRedisBus(env.REDIS_URL, channel, logger) : createLocalBus();
  // events written in their change's transaction go to the bus from here (and from every other live process)
  const relay = createEventRelay({ db: database.db, bus, log: logger.child({ component: 'events' }) });
  // settings, catalogue and content changes made here drop every process's copies; theirs drop ours
  const stopSharingInvalidation = shareCacheInvalidation(bus, logger);
  // rows written before card fingerprints: their card numbers become masks and fingerprints, their deposits' cards withdrawal destinations
  await rememberLegacyCards(database.db).catch((err: unknown) => logger.warn({ err }, 'fingerprinting the cards of earlier payments failed'));
  await resumePayments(database.db, bus).catch((err: unknown) => logger.warn({ err }, 'resuming pending payments failed'));
  const cashbackRun = () =>
    once('cashback', 3 * CASHBACK_EVERY_MS, () => readSetting(database.db, 'bonus_engine').then((engine) => computeLastWeek(database.db, engine.cashback_percent)))
      .catch((err: unknown) => logger.warn({ err }, 'weekly cashback failed'));
  // the week's cashbacks are idempotent (one per player and period): computed beside start-up, not before it
  void cashbackRun();
  const cashbackTimer = setInterval(() => void cashbackRun(), CASHBACK_EVERY_MS).unref();
  await resumeExports(database.db, (err) => logger.error({ err }, 'history export failed')).catch((err: unknown) => logger.warn({ err }, 'resuming pending history exports failed'));

  const app = Fastify({
    loggerInstance: logger.child({ component: 'platform' }) as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT,
    logController: new QuietRequests(),
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    frameworkErrors: replyToFrameworkError,
  });
  installErrorHandling(app);
  app.addHook('onRequest', guardRequest(env.SITE_URL));
  app.addHook('preHandler', rejectHostileInput);
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await app.register(multipart, { limits: { fieldSize: FIELD_LIMIT, fields: 200, fileSize: BODY_LIMIT, files: 5, parts: 205, headerPairs: 100 } });

  const db = database.db;
  const limits = createRateLimits({ perIp: env.RATE_LIMIT_PER_IP, perLogin: env.RATE_LIMIT_PER_LOGIN, anonymousPerMinute: env.ANONYMOUS_WRITES_PER_MINUTE, redisUrl: env.REDIS_URL, prefix: `${namespace}rl`, log: logger });
  const mailer = createMailer(db, { smtpUrl: env.SMTP_URL, from: env.SMTP_FROM, log: logger.child({ component: 'outbox' }) });
  registerDispatch(app, { db, env, bus, limits, mailer, registry: createRegistry(), checkResults: env.NODE_ENV !== 'production' });
  if (devRoutesEnabled(env)) {
    // /api/dev/*: only from this machine outside production, or with DEV_ROUTES_TOKEN (platform/http/dev-access.ts)
    await app.register(async (dev) => {
      dev.addHook('onRequest', guardDevRoute(env));
      registerDevOutbox(dev, { db });
      registerDevSportsbook(dev, { db, bus, matchMs: env.SPORTSBOOK_MATCH_MS });
      registerDemoReview(dev, { db });
      registerDevProtection(dev, { db });
      registerDevPlayers(dev, { db });
    });
  }
  registerSumsubWebhook(app, { db, env });
  registerCmsWebhook(app, { env });
  registerNfx(app, { messagesDir: `${rootDir}/messages` });
  registerChatScripts(app);
  if (devRoutesEnabled(env)) registerChatTestSurface(app, { db, guard: guardDevRoute(env) });
  if (devRoutesEnabled(env)) registerAnalyticsTestSurface(app, { db, guard: guardDevRoute(env) });
  registerHit(app, { db, limits });
  registerOAuth(app, { db, env, bus, limits });
  registerGameCovers(app, { db });
  registerGames(app, { db, env, bus });
  registerHistoryExports(app, { db });
  registerPayDemo(app, { db, bus });
  registerProviderWallet(app, { db, env, bus });
  const stopReconciler = registerPsps(app, { db, env, bus, once, log: (err) => logger.warn({ err }, 'payment reconciliation failed') });
  registerBuilds(app, { nextDir: `${rootDir}/.next` });
  let draining = false;
  registerHealth(app, { database, readiness: { bus, redis: Boolean(env.REDIS_URL), draining: () => draining } });
  await app.ready();
  const stopSettler = startSportsbookSettler({ db, bus, matchMs: env.SPORTSBOOK_MATCH_MS, supply: env.SEED_DEMO, log: logger, once });
  const stopHands = startAbandonedHandSweeper({ db, bus, seconds: env.BLACKJACK_HAND_TIMEOUT_SECONDS, log: logger, once });
  const stopOpenRounds = startOpenRoundSweeper(db, { hours: env.PROVIDER_ROUND_CLOSE_HOURS, bus, once, onError: (err) => logger.warn({ err }, 'closing unfinished provider rounds failed') });
  const stopRewards = startRewardsWorker({ db, bus, log: logger.child({ component: 'rewards' }), once });

  /** The periodic jobs (the rewards worker also pushes the rounds in flight, so it stops at close). */
  const stopJobs = () => {
    clearInterval(housekeeping);
    clearInterval(cashbackTimer);
    stopSettler();
    stopHands();
    stopOpenRounds();
    stopReconciler();
  };

  let sockets: ReturnType<typeof attachSockets> | undefined;
  return {
    app,
    database,
    bus,
    handle: (req, res) => app.routing(req, res),
    attach(server) {
      sockets = attachSockets(server, { db, bus, log: logger.child({ component: 'sockets' }), redisUrl: env.REDIS_URL, channel, adapterKey: `${namespace}socket.io` });
      return sockets;
    },
    drain() {
      draining = true;
      stopJobs();
      // the jobs' leases go now, so another process takes them over at its next tick
      void leases.releaseAll().catch((err: unknown) => logger.warn({ err }, 'releasing job leases failed'));
    },
    async close() {
      draining = true;
      stopJobs();
      stopRewards();
      stopSharingInvalidation();
      await relay.close();
      await sockets?.close();
      await app.close();
      await mailer.close();
      await limits.close();
      await leases.releaseAll().catch((err: unknown) => logger.warn({ err }, 'releasing job leases failed'));
      await bus.close();
      await database.close();
    },
  };
}
