import { unwrapStrapi } from './strapi';

/**
 * A Strapi-compatible CMS client (SPEC §7 content-management requests): SEO settings by host and
 * the users-permissions auth endpoints, as Strapi v4 and v5 answer them, so an operator's Strapi
 * with the users-permissions plugin works as it is.
 */

export type StrapiUser = { id: number; documentId?: string; username: string; email: string; confirmed?: boolean; blocked?: boolean; [key: string]: unknown };
export type StrapiSession = { jwt: string; user: StrapiUser };
/** Registration with e-mail confirmation on answers the user without a jwt. */
export type StrapiRegistration = { jwt?: string; user: StrapiUser };

/** Strapi's error envelope `{ data: null, error: { status, name, message, details } }` as an Error. */
export class StrapiError extends Error {
  override readonly name = 'StrapiError';
  constructor(
    readonly status: number,
    /** Strapi's error class: ValidationError, ApplicationError, ForbiddenError, UnauthorizedError… */
    readonly kind: string,
    message: string,
    readonly details: unknown = {},
  ) {
    super(message);
  }
}

export type StrapiClientOptions = {
  /** The CMS's base URL (CMS_URL); requests go to `{url}/api/…`. */
  url: string;
  /** An API token for the public reads (CMS_TOKEN); auth calls of a user send that user's jwt instead. */
  token?: string;
  fetcher?: typeof fetch;
  timeoutMs?: number;
};

type Json = Record<string, unknown>;

export function createStrapiClient(options: StrapiClientOptions) {
  const { url, token, fetcher = fetch, timeoutMs = 5_000 } = options;

  async function request<T>(method: 'GET' | 'POST', path: string, init: { body?: Json; jwt?: string; query?: Record<string, string> } = {}): Promise<T> {
    const endpoint = new URL(`/api${path}`, url);
    for (const [key, value] of Object.entries(init.query ?? {})) endpoint.searchParams.set(key, value);
    const headers: Record<string, string> = { accept: 'application/json' };
    const bearer = init.jwt ?? (path.startsWith('/auth/') || path === '/users/me' ? undefined : token);
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (init.body) headers['content-type'] = 'application/json';
    const res = await fetcher(endpoint, { method, headers, body: init.body ? JSON.stringify(init.body) : undefined, cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    let body: unknown = null;
    try {
      body = await res.json();
    } catch {
      body = null;
    }
    const error = (body as { error?: { status?: number; name?: string; message?: string; details?: unknown } } | null)?.error;
    if (!res.ok || error) throw new StrapiError(error?.status ?? res.status, error?.name ?? 'ApplicationError', error?.message ?? `HTTP ${res.status}`, error?.details ?? {});
    return body as T;
  }

  return {
    /** POST /auth/local: sign in by username or e-mail (`identifier`) and password. */
    login: (input: { identifier: string; password: string }) => request<StrapiSession>('POST', '/auth/local', { body: input }),
    /** POST /auth/local/register: username, email, password (plus the fields the operator allowed). */
    register: (input: { username: string; email: string; password: string } & Json) => request<StrapiRegistration>('POST', '/auth/local/register', { body: input }),
    /** POST /auth/forgot-password: Strapi e-mails a reset code; answers `{ ok: true }` whether or not the e-mail is known. */
    forgotPassword: (input: { email: string }) => request<{ ok: boolean }>('POST', '/auth/forgot-password', { body: input }),
    /** POST /auth/reset-password: the e-mailed code and the new password twice. */
    resetPassword: (input: { code: string; password: string; passwordConfirmation: string }) => request<StrapiSession>('POST', '/auth/reset-password', { body: input }),
    /** POST /auth/change-password with the user's jwt. */
    changePassword: (jwt: string, input: { currentPassword: string; password: string; passwordConfirmation: string }) =>
      request<StrapiSession>('POST', '/auth/change-password', { body: input, jwt }),
    /** POST /auth/send-email-confirmation: sends the confirmation e-mail again. */
    sendEmailConfirmation: (input: { email: string }) => request<{ email: string; sent: boolean }>('POST', '/auth/send-email-confirmation', { body: input }),
    /** GET /auth/{provider}/callback?access_token=…: a social provider's sign-in finished (the query the provider sent back). */
    providerCallback: (provider: string, query: Record<string, string>) => {
      if (!/^[a-z0-9_-]{1,40}$/i.test(provider)) return Promise.reject(new StrapiError(400, 'ValidationError', 'unknown provider'));
      return request<StrapiSession>('GET', `/auth/${provider}/callback`, { query });
    },
    /** GET /users/me with the user's jwt. */
    me: (jwt: string) => request<StrapiUser>('GET', '/users/me', { jwt }),
    /**
     * GET /seo-settings filtered by host: the entry for this host (port ignored), else the one
     * without a host; null when the CMS has neither. Strapi v4 and v5 envelopes alike.
     */
    async seoSettings(host: string): Promise<Json | null> {
      const bare = host.toLowerCase().replace(/:\d+$/, '');
      const answer = await request<unknown>('GET', '/seo-settings', { query: { 'filters[$or][0][host][$eqi]': bare, 'filters[$or][1][host][$null]': 'true', populate: '*' } });
      const entries = (unwrapStrapi(answer) as Json[] | null) ?? [];
      const list = Array.isArray(entries) ? entries : [entries];
      return list.find((e) => String(e.host ?? '').toLowerCase() === bare) ?? list.find((e) => !e.host) ?? null;
    },
  };
}

export type StrapiClient = ReturnType<typeof createStrapiClient>;
