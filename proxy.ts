import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { getCmsRedirects } from '@/lib/cms';
import { env, listOf } from '@/lib/config';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, loadLocales, LocalesNotFoundError, type LocalesPayload } from '@/lib/i18n';
import {
  contentSecurityPolicy,
  createNonce,
  framePolicyHeaders,
  NONCE_HEADER,
  isSignedInByCookie,
  NOT_FOUND_HEADER,
  NOT_FOUND_REWRITE_PATH,
  planRequest,
  stripLocale,
  type LocaleContext,
  type RequestPlan,
} from '@/lib/routing';
import { isPlayerShellRender } from '@/lib/routing/player-shell';

// Next 16's proxy (formerly middleware.ts). Order: CSP nonce → locale → CMS redirects → anonymous
// guard → fixed redirects → unsafe backUrl → route validation → pass. See docs/decisions/0001-proxy-ts.md.

const HEADER_LOCALE = 'X-NEXT-INTL-LOCALE';

let intl: { key: string; handler: ReturnType<typeof createMiddleware> } | undefined;

// One next-intl handler per locale set (the set comes from the platform and may change).
function intlFor(locales: LocalesPayload) {
  const codes = locales.locales.map((l) => l.code);
  const key = `${locales.defaultLocale}|${codes.join(',')}`;
  if (intl?.key !== key) {
    const handler = createMiddleware({
      locales: codes,
      defaultLocale: locales.defaultLocale,
      localePrefix: 'as-needed',
      localeDetection: true,
      localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE },
    });
    intl = { key, handler };
  }
  return intl.handler;
}

const isRedirect = (response: Response) => response.status >= 300 && response.status < 400 && response.headers.has('location');

// next-intl's Set-Cookie (the locale cookie) survives whatever we answer instead.
function withIntlCookies(response: NextResponse, from: NextResponse): NextResponse {
  for (const cookie of from.cookies.getAll()) response.cookies.set(cookie);
  return response;
}

function backUrlPolicy(request: NextRequest) {
  const { SITE_URL, REDIRECT_ALLOWLIST } = env();
  return { siteOrigin: SITE_URL ?? request.nextUrl.origin, allowlist: listOf(REDIRECT_ALLOWLIST) };
}

function respond(plan: RequestPlan, request: NextRequest, intlResponse: NextResponse): NextResponse {
  if (plan.kind === 'redirect') {
    const { location, status, external } = plan.redirect;
    const target = external ? location : new URL(location, request.url);
    return withIntlCookies(NextResponse.redirect(target, status), intlResponse);
  }
  if (plan.kind === 'not-found') {
    const headers = new Headers(request.headers);
    headers.set(HEADER_LOCALE, plan.locale);
    headers.set(NOT_FOUND_HEADER, plan.message);
    const url = new URL(`/${plan.locale}${NOT_FOUND_REWRITE_PATH}`, request.url);
    return withIntlCookies(NextResponse.rewrite(url, { request: { headers } }), intlResponse);
  }
  return intlResponse;
}

export default async function proxy(request: NextRequest): Promise<NextResponse> {
  let locales: LocalesPayload;
  try {
    locales = await loadLocales();
  } catch (error) {
    if (error instanceof LocalesNotFoundError) return new NextResponse(error.message, { status: 500 });
    throw error;
  }

  // 0. A fresh CSP nonce: on the request (Next reads it from the CSP header and puts it on its own
  // scripts; our components read x-nonce; next-intl passes the request headers on) and the response.
  const nonce = createNonce();
  const csp = contentSecurityPolicy({ nonce, pathname: stripLocale(request.nextUrl.pathname, locales.locales.map((l) => l.code)).pathname, frameAllowlist: env().FRAME_ALLOWLIST, dev: process.env.NODE_ENV === 'development' });
  request.headers.set(NONCE_HEADER, nonce);
  request.headers.set('content-security-policy', csp);

  // 1. Locale: prefix normalisation, detection, cookie (as-needed: the default locale is unprefixed).
  const intlResponse = intlFor(locales)(request);
  if (isRedirect(intlResponse)) return intlResponse;

  const ctx: LocaleContext = { locales: locales.locales.map((l) => l.code), defaultLocale: locales.defaultLocale };
  const { pathname, search } = request.nextUrl;
  const locale = stripLocale(pathname, ctx.locales).locale ?? ctx.defaultLocale;

  // 2–6. Redirects, guard, backUrl and validation, decided by lib/routing.
  const plan = planRequest({
    pathname,
    search,
    ctx,
    cmsRedirects: await getCmsRedirects(locale),
    // a player shell's request comes without its session, which server.ts has checked (lib/routing/player-shell.ts)
    isSignedIn: isSignedInByCookie((name) => request.cookies.get(name)?.value) || isPlayerShellRender(),
    backUrlPolicy: backUrlPolicy(request),
  });
  // 7. Framing: only the standalone forms, only by FRAME_ALLOWLIST partners.
  const response = respond(plan, request, intlResponse);
  for (const [name, value] of Object.entries(framePolicyHeaders(stripLocale(pathname, ctx.locales).pathname, env().FRAME_ALLOWLIST))) response.headers.set(name, value);
  response.headers.set('Content-Security-Policy', csp); // the script policy with the same frame-ancestors
  return response;
}

export const config = {
  // Everything but the platform's own paths (server.ts), Next internals and files.
  // Skipped: the platform's and the framework's paths, the i18n files, public/'s folders, and a
  // file at the root (/favicon.ico, /robots.txt, /sw.js). A dot deeper in a page path
  // (/offers/1.5, /game/a.b) is still a page: its 404 is the site's, in the visitor's language.
  matcher: ['/((?!(?:api|nfx|hit|oauth|games|socket\\.io|healthz|readyz|builds|_next|_vercel|i18n|images|sounds)(?:/|$)|[^/]*\\.[^/]*$).*)'],
};
