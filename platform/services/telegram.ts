import { createHmac, timingSafeEqual } from 'node:crypto';

/** Init data older than this is refused (Telegram's advice for web apps). */
export const TELEGRAM_MAX_AGE_S = 24 * 3600;

export type TelegramUser = { id: string; username?: string; firstName?: string; lastName?: string; languageCode?: string };
export type TelegramCheck = { ok: true; user: TelegramUser; authDate: number } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

/** The web-app secret: HMAC-SHA256 of the bot token keyed with "WebAppData". */
const secretOf = (botToken: string) => createHmac('sha256', 'WebAppData').update(botToken).digest();

/** Every field but `hash`, as `key=value` lines sorted by key (Telegram's data-check-string). */
export function dataCheckString(fields: URLSearchParams): string {
  return [...fields.entries()]
    .filter(([key]) => key !== 'hash')
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
}

/** Signs init data as Telegram does (tests, the dev tools): the query string with its hash. */
export function signInitData(fields: Record<string, string>, botToken: string): string {
  const params = new URLSearchParams(fields);
  params.delete('hash');
  params.set('hash', createHmac('sha256', secretOf(botToken)).update(dataCheckString(params)).digest('hex'));
  return params.toString();
}

/**
 * Verifies Telegram web-app init data (`Telegram.WebApp.initData`, a query string). Whatever
 * fields a client sends (query_id, chat_type, signature… or not) all enter the check; only hash is
 * left out. `hash` may also come apart from the init data. Refused: a bad signature, auth_date
 * missing or older than 24 h (or in the future beyond a minute of clock skew), no user id.
 */
export function verifyInitData(initData: string, botToken: string, options: { hash?: string; now?: number } = {}): TelegramCheck {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(initData);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const hash = params.get('hash') ?? options.hash;
  if (!hash || !/^[0-9a-f]{64}$/i.test(hash)) return { ok: false, reason: 'malformed' };
  const expected = createHmac('sha256', secretOf(botToken)).update(dataCheckString(params)).digest();
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) return { ok: false, reason: 'forged' };

  const authDate = Number(params.get('auth_date'));
  const now = Math.floor((options.now ?? Date.now()) / 1000);
  if (!Number.isInteger(authDate) || authDate <= 0 || now - authDate > TELEGRAM_MAX_AGE_S || authDate - now > 60) return { ok: false, reason: 'expired' };

  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(params.get('user') ?? 'null') as Record<string, unknown>;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!raw || (typeof raw.id !== 'number' && typeof raw.id !== 'string')) return { ok: false, reason: 'malformed' };
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  return {
    ok: true,
    authDate,
    user: { id: String(raw.id), username: text(raw.username), firstName: text(raw.first_name), lastName: text(raw.last_name), languageCode: text(raw.language_code) },
  };
}
