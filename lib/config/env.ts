import { z } from 'zod';

/** Every environment variable the product reads, parsed once. The README's table mirrors this. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin used for canonical links, sitemap and Origin checks. */
  SITE_URL: z.string().url().optional(),
  /** Directory for the embedded PGlite database. */
  DATA_DIR: z.string().default('.data'),
  /** The embedded database flushes each commit to disk (fsync) before answering; `false` trades power-loss safety for speed. */
  PGLITE_FSYNC: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /**
   * Names this deployment in Redis: every channel and key starts with it and the URL's database
   * index (platform/realtime/namespace.ts), so deployments sharing a Redis server never hear each other.
   */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'letters, digits, _ . - (at most 64)')
    .optional(),
  /** When set, /api, /nfx, /hit, /oauth, /games and /socket.io are proxied there and the embedded platform is not started. */
  PLATFORM_URL: z.string().url().optional(),
  CMS_URL: z.string().url().optional(),
  CMS_TOKEN: z.string().optional(),
  /** Bearer secret of POST /api/cms/webhook, which the CMS calls on a content change: every process drops its CMS content at once. */
  CMS_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** smtp(s)://user:pass@host:port: outbox e-mails (codes, restore) are sent through it; unset, they stay in the outbox. */
  SMTP_URL: z.string().optional(),
  /** From address of outbox e-mails. */
  SMTP_FROM: z.string().default('Casino <no-reply@localhost>'),
  /** Where support/sendFeedback messages and demo-chat messages are e-mailed (through the outbox). */
  SUPPORT_EMAIL: z.string().min(3).default('support@localhost'),
  /**
   * Secret for the development routes (/api/dev/outbox, /api/dev/sportsbook/settle): requests carrying it
   * in `x-dev-token` may use them, in production too (the e2e server). Without it they answer only to
   * loopback outside production.
   */
  DEV_ROUTES_TOKEN: z.string().min(16).optional(),
  /** Bot token that signs Telegram web-app init data; without it Telegram sign-in is refused. */
  TELEGRAM_BOT_TOKEN: z.string().optional(),
  /** Google sign-in (OAuth 2.0 code flow with PKCE): both set, the `google` social button works; callback /oauth/callback/google. */
  OAUTH_GOOGLE_CLIENT_ID: z.string().optional(),
  OAUTH_GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** The built-in demo OAuth provider (`service=demo`, consent page under /oauth/demo/authorize); off unless "true" (`npm start` turns it on for the demo). */
  OAUTH_DEMO: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Comma-separated origins (or hosts) allowed to frame /forms/sign_in and /forms/sign_up; every other page refuses framing. */
  FRAME_ALLOWLIST: z.string().default(''),
  /** Login, registration, restore, two-factor and promo-check attempts per minute from one IP… */
  RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  /** …and per IP and login. */
  RATE_LIMIT_PER_LOGIN: z.coerce.number().int().min(1).default(10),
  /** Wrong passwords for one account (from any address, 15 minutes) after which signing in also needs a code sent to the owner. */
  ACCOUNT_FAILURES_BEFORE_CODE: z.coerce.number().int().min(1).default(5),
  /** How long the platform keeps catalogue answers (games/get, getCategories, getProviders) in memory; 0 turns it off. */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** How long server.ts answers a public page (anonymous, cookie-less, the answer a CDN may keep) from memory; 0 turns it off. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /**
   * How long an idle keep-alive connection stays open (ms): longer than the idle timeout of the load
   * balancer in front (60 s for AWS ALB and nginx's default upstream keepalive), so it never reuses one the server just closed.
   */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(65_000),
  /** How long a client may take to send a request's headers (ms); above KEEP_ALIVE_TIMEOUT_MS, as Node requires. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(66_000),
  /**
   * How long a stopping process (SIGTERM) may take: in-flight requests finish meanwhile, and
   * whatever is still open at the limit is cut (ms). Below the orchestrator's kill timeout.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
  /** How long a request body may take to arrive (s), on every path: past it the answer is 408 and the connection is closed. */
  BODY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** Largest body a page URL (not /api, /hit…) accepts (bytes): a larger one is refused with 413 before it is read. */
  PAGE_BODY_LIMIT_BYTES: z.coerce.number().int().min(0).max(1024 * 1024).default(16 * 1024),
  /** Anonymous writes (GET /hit, events/handle) per minute from all addresses together; past it they are shed (429) before the database. */
  ANONYMOUS_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(6000),
  /** Days beacons (`hits`) and client events (`user_events`) are kept; older rows are deleted hourly (0: kept forever). */
  BEACON_RETENTION_DAYS: z.coerce.number().int().min(0).default(90),
  /** How long a demo sportsbook match lasts: events are settled this long after kick-off (ms). */
  SPORTSBOOK_MATCH_MS: z.coerce.number().int().min(0).default(120_000),
  /** Seconds before another one-time code or confirmation link may be sent to the same player (restore, two-factor, phone and e-mail confirmation). */
  CODE_RESEND_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How long a demo deposit that waits on the payer (the pending and mobile demo methods) stays pending before it succeeds (ms). */
  DEMO_DEPOSIT_SETTLE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** A blackjack hand still open this long after its deal is stood for the player, through the ledger (0: never). */
  BLACKJACK_HAND_TIMEOUT_SECONDS: z.coerce.number().int().min(0).default(3600),
  /** Player-protection rule pack of the operator's jurisdiction: none, UK, DE, NL or MGA (docs/decisions/0018). */
  PROTECTION_RULE_PACK: z.enum(['none', 'UK', 'DE', 'NL', 'MGA']).default('none'),
  /**
   * The youngest a player may be (docs/decisions/0045): raises the rule pack's minimum age (18 in
   * every pack) for a 21-year market; it never lowers it. A birth date under it is refused.
   */
  PROTECTION_MIN_AGE: z.coerce.number().int().min(18).max(25).optional(),
  /** Hours before a looser limit applies; unset: the rule pack's (24 h, 168 h in DE and NL). */
  PROTECTION_COOLING_OFF_HOURS: z.coerce.number().min(0).max(24 * 90).optional(),
  /**
   * The national self-exclusion register (GAMSTOP, CRUKS) of packs that require one (UK, NL): the
   * operator's integration, a JSON endpoint answering POST { email, phone, birth_date, first_name,
   * last_name, country } with { excluded }. Unset: the built-in demo register (EXCLUSION_REGISTER_DEMO).
   */
  EXCLUSION_REGISTER_URL: z.string().url().optional(),
  /** The demo register's listed e-mails (comma-separated), used while EXCLUSION_REGISTER_URL is unset. */
  EXCLUSION_REGISTER_DEMO: z.string().default(''),
  /** How long the register may take to answer (ms); no answer in time fails closed (ApplicationUnavailable). */
  EXCLUSION_REGISTER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  /** Operator switch (SPEC §3 "identity verification enabled"): "false" hides /profile/verification and the verification methods answer MethodNotFound. */
  IDENTITY_VERIFICATION_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Sumsub app token and secret: both set, identity verification goes to Sumsub; unset, to the built-in demo provider. */
  SUMSUB_APP_TOKEN: z.string().optional(),
  SUMSUB_SECRET_KEY: z.string().optional(),
  /** Sumsub verification level of new applicants. */
  SUMSUB_LEVEL_NAME: z.string().default('basic-kyc-level'),
  /** Sumsub's API origin (its sandbox, or a stand-in in tests). */
  SUMSUB_BASE_URL: z.string().url().default('https://api.sumsub.com'),
  /**
   * Key of the stand-in names public boards show for players without a nickname (platform/services/rewards/display-name.ts).
   * Unset: the installation's own random key, made once and kept in the database (every process and restart agree).
   */
  PSEUDONYM_SECRET: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which proxies in front may say who the client is (X-Forwarded-For/-Proto/-Host): `loopback`
   * (a proxy on this machine), `true` (anyone: only behind a proxy that overwrites those headers),
   * a hop count, or comma-separated addresses/CIDRs (loopback is always added). Decides the address
   * rate limits count and whether cookies get `Secure`.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .refine((v) => /^(true|false|\d{1,2}|[0-9a-fA-F.:/,\s]+|loopback|linklocal|uniquelocal)$/.test(v.trim()), 'addresses, CIDRs, a hop count, true or loopback'),
  /** Comma-separated hosts that backUrl may lead to besides the site itself. */
  REDIRECT_ALLOWLIST: z.string().default(''),
  /**
   * The simulated game studio `sim` and payment provider `simpay` (docs/decisions/0047): "true" runs them
   * beside the site and lets their documented demo secrets sign calls; off by default (`npm start` turns them on).
   */
  SIMULATORS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** The secret `sim`'s wallet calls are signed with; unset, `sim-demo-secret` while SIMULATORS is on, else `sim` is not a provider. */
  PROVIDER_SIM_SECRET: z.string().min(8).optional(),
  /** Where the simulated studio answers (its game page is `/play` there); its process listens on this URL's port. */
  PROVIDER_SIM_URL: z.string().url().default('http://localhost:3310'),
  /** Hours after which a studio's round still waiting for its closing win is closed in the player's favour (stakes back unless it has a win); 0: never. */
  PROVIDER_ROUND_CLOSE_HOURS: z.coerce.number().min(0).max(24 * 30).default(24),
  /** The secret `simpay` signs its webhooks with (and the hosted page's links); unset, `simpay-demo-secret` while SIMULATORS is on, else `simpay` is not offered. */
  PSP_SIM_SECRET: z.string().min(8).optional(),
  /** Where the simulated payment provider answers (its hosted page is `/pay` there); its process listens on this URL's port. */
  PSP_SIM_URL: z.string().url().default('http://localhost:3311'),
  /** Seed demo content on first start (on unless "false"). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Env = z.infer<typeof envSchema>;

/** The names of every variable read (the README's configuration table lists each). */
export const ENV_KEYS = Object.keys(envSchema.shape) as (keyof Env)[];

let cached: Env | undefined;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  return envSchema.parse(cleaned);
}

export function env(): Env {
  cached ??= readEnv();
  return cached;
}

/** Comma list → trimmed, lower-cased, non-empty entries. */
export function listOf(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}
