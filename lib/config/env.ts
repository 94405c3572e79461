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
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** When set, /api, /nfx, /hit, /oauth, /games and /socket.io are proxied there and the embedded platform is not started. */
  PLATFORM_URL: z.string().url().optional(),
  CMS_URL: z.string().url().optional(),
  CMS_TOKEN: z.string().optional(),
  /** smtp(s)://user:pass@host:port: outbox e-mails (codes, restore) are sent through it; unset, they stay in the outbox. */
  SMTP_URL: z.string().optional(),
  /** From address of outbox e-mails. */
  SMTP_FROM: z.string().default('Casino <no-reply@localhost>'),
  /** GET /api/dev/outbox?to= answers the latest messages to an address even when NODE_ENV is production (e2e server). */
  OUTBOX_READABLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Bot token that signs Telegram web-app init data; without it Telegram sign-in is refused. */
  TELEGRAM_BOT_TOKEN: z.string().optional(),
  /** Google sign-in (OAuth 2.0 code flow with PKCE): both set, the `google` social button works; callback /oauth/callback/google. */
  OAUTH_GOOGLE_CLIENT_ID: z.string().optional(),
  OAUTH_GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** The built-in demo OAuth provider (`service=demo`, consent page under /oauth/demo/authorize); on unless "false". */
  OAUTH_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Comma-separated origins (or hosts) allowed to frame /forms/sign_in and /forms/sign_up; every other page refuses framing. */
  FRAME_ALLOWLIST: z.string().default(''),
  /** Login, registration, restore, two-factor and promo-check attempts per minute from one IP… */
  RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  /** …and per IP and login. */
  RATE_LIMIT_PER_LOGIN: z.coerce.number().int().min(1).default(10),
  /** How long the platform keeps catalogue answers (games/get, getCategories, getProviders) in memory; 0 turns it off. */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** How long a demo sportsbook match lasts: events are settled this long after kick-off (ms). */
  SPORTSBOOK_MATCH_MS: z.coerce.number().int().min(0).default(120_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated hosts that backUrl may lead to besides the site itself. */
  REDIRECT_ALLOWLIST: z.string().default(''),
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
