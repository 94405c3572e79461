import type { MethodParams } from '@/lib/contract';

/**
 * SPEC §3 Telegram registration payload from web-app init data (a query string): the user's id,
 * username and language, the hash, and the raw init data as `payload` for the platform to verify.
 * Null when the init data has no user.
 */
export function telegramRegistration(initData: string): MethodParams<'register'> | null {
  let params: URLSearchParams;
  let user: { id?: unknown; username?: unknown; language_code?: unknown };
  try {
    params = new URLSearchParams(initData);
    user = JSON.parse(params.get('user') ?? 'null') ?? {};
  } catch {
    return null;
  }
  if (typeof user.id !== 'number' && typeof user.id !== 'string') return null;
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  return {
    is_tg: 1,
    id: String(user.id),
    username: text(user.username),
    hash: params.get('hash') ?? undefined,
    language_code: text(user.language_code),
    payload: initData,
  };
}
