import { platformOrigin } from '@/lib/i18n/source';
import { createApi, type Api, type Transport } from './create-api';

/** What `headers()` of Next (or any Fetch Headers) offers. */
export type HeadersLike = { get(name: string): string | null };

/** Request headers the platform needs to see the visitor: session, language, client, address. */
export const FORWARDED_HEADERS = ['cookie', 'accept-language', 'user-agent', 'x-forwarded-for'] as const;

export type ServerApiOptions = {
  /** Defaults to next-intl's `x-next-intl-locale` request header. */
  locale?: string;
  /** Defaults to platformOrigin(): loopback to server.ts, or PLATFORM_URL. */
  origin?: string;
  fetch?: typeof fetch;
};

/** Transport for server components: calls the platform directly, as the visitor. */
export function serverTransport(headers: HeadersLike, options: ServerApiOptions = {}): Transport {
  const forwarded: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = headers.get(name);
    if (value) forwarded[name] = value;
  }
  const send = options.fetch ?? fetch;
  return {
    send: (path, init) =>
      send(`${options.origin ?? platformOrigin()}${path}`, {
        ...init,
        cache: 'no-store',
        headers: { ...forwarded, ...(init.headers as Record<string, string>) },
      }),
    locale: () => options.locale ?? headers.get('x-next-intl-locale') ?? undefined,
    embedded: () => false,
  };
}

/** `createServerApi(await headers())` in a server component. */
export function createServerApi(headers: HeadersLike, options?: ServerApiOptions): Api {
  return createApi(serverTransport(headers, options));
}
