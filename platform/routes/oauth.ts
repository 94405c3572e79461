import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPlatformError } from '@/lib/errors';
import { validateEmail } from '@/lib/validation';
import { parseCookies, serializeCookie } from '../http/cookies';
import { createContext, type ContextDeps } from '../http/session';
import { callbackUrl, DEMO_CLIENT_ID, OAUTH_STATE_TTL_MS, findOrCreateSocialUser, oauthProvider, sameSiteRedirect, startState, takeState, TYPE_AUTHS, type TypeAuth } from '../services/oauth';
import { demoDevice, issueDemoCode, readDemoDevice } from '../services/oauth-demo';
import { hashToken } from '../services/secrets';
import type { RateLimits } from '../services/rate-limits';
import { readSetting } from '../services/settings';
import { sendDemoConsent, sendOutcome } from './oauth-pages';

type Query = Record<string, string | undefined>;
export type OAuthDeps = ContextDeps & { limits: RateLimits };

/** The site's origin: SITE_URL, else the request's own. */
function siteOrigin(request: FastifyRequest, siteUrl: string | undefined): string {
  return siteUrl ? new URL(siteUrl).origin : `${request.protocol}://${request.host}`;
}

const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The browser that started a sign-in: /oauth/init sets this short-lived cookie to the state's
 * hash, and the callback only takes a state whose hash it finds there, so a prepared callback link
 * opened in someone else's browser signs no one in (login CSRF). SameSite=Lax: the provider's
 * redirect back is a top-level GET.
 */
export const OAUTH_BINDING_COOKIE = 'oauth_binding';
const bindingOptions = (request: FastifyRequest) => ({ httpOnly: true, sameSite: 'Lax' as const, path: '/oauth/callback', secure: request.protocol === 'https' });

/**
 * Social sign-in (SPEC §7), OAuth 2.0 authorization code with PKCE and a server-side state:
 * GET /oauth/init?service&redirect_url&type_auth → the provider → GET /oauth/callback/{service}
 * → the player is found or created, signed in, and the popup page reports to its opener.
 * `service=demo` is served here too: /oauth/demo/authorize (consent page, Allow / Deny).
 */
export function registerOAuth(app: FastifyInstance, deps: OAuthDeps) {
  const { db, env } = deps;

  // GET /oauth/init – starts a sign-in in the popup (or a full page from a framed form)
  app.get('/oauth/init', async (request, reply) => {
    const q = request.query as Query;
    const origin = siteOrigin(request, env.SITE_URL);
    const typeAuth = (q.type_auth ?? 'login') as TypeAuth;
    const redirectUrl = q.redirect_url ? sameSiteRedirect(q.redirect_url, origin) : null;
    if (!TYPE_AUTHS.includes(typeAuth) || (q.redirect_url && !redirectUrl)) {
      return sendOutcome(reply, { origin, outcome: { status: 'error', error: 'invalid_request' }, next: null });
    }
    const provider = q.service ? oauthProvider(q.service, { db, env, origin }) : null;
    if (!provider) return sendOutcome(reply, { origin, outcome: { status: 'error', error: 'unavailable' }, next: redirectUrl, status: 404 });
    try {
      await deps.limits.hit('login', request.ip, null);
    } catch (error) {
      if (isPlatformError(error) && error.type === 'TooManyRequestsException') {
        return sendOutcome(reply, { origin, outcome: { status: 'error', error: 'too_many_requests' }, next: redirectUrl, status: 429 });
      }
      throw error;
    }
    const { state, codeVerifier } = await startState(db, { provider: q.service!, redirectUrl, typeAuth, framed: q.framed === '1' });
    reply.header('set-cookie', serializeCookie(OAUTH_BINDING_COOKIE, hashToken(state), { ...bindingOptions(request), maxAge: OAUTH_STATE_TTL_MS / 1000 }));
    return reply.header('cache-control', 'no-store').redirect(provider.authorizationUrl(state, codeVerifier).toString(), 302);
  });

  // GET /oauth/callback/:service – the provider's answer: state taken once, code exchanged with the PKCE verifier
  app.get<{ Params: { service: string } }>('/oauth/callback/:service', async (request, reply) => {
    const q = request.query as Query;
    const { service } = request.params;
    const origin = siteOrigin(request, env.SITE_URL);
    const bound = parseCookies(request.headers.cookie)[OAUTH_BINDING_COOKIE];
    // a state this browser did not start is refused, and left alone for the browser that did
    const pending = q.state && bound === hashToken(q.state) ? await takeState(db, q.state) : null;
    if (pending) reply.header('set-cookie', serializeCookie(OAUTH_BINDING_COOKIE, '', { ...bindingOptions(request), maxAge: 0 }));
    if (!pending || pending.provider !== service) return sendOutcome(reply, { origin, outcome: { status: 'error', error: 'invalid_state' }, next: null });
    const next = pending.redirectUrl;
    if (q.error || !q.code) return sendOutcome(reply, { origin, outcome: { status: 'error', error: 'access_denied' }, next });
    const provider = oauthProvider(service, { db, env, origin });
    if (!provider) return sendOutcome(reply, { origin, outcome: { status: 'error', error: 'unavailable' }, next });

    let identity;
    try {
      identity = await provider.exchange(q.code, pending.codeVerifier);
    } catch (err) {
      request.log.warn({ err, service }, 'oauth code exchange failed');
      return sendOutcome(reply, { origin, outcome: { status: 'error', error: 'invalid_state' }, next });
    }
    const ctx = await createContext(request, reply, deps);
    const general = await readSetting(db, 'general_info');
    const { user } = await findOrCreateSocialUser(db, service, identity, { currency: general.default_currency, locale: ctx.locale });
    if (user.banned) return sendOutcome(reply, { origin, outcome: { status: 'error', error: 'banned' }, next, status: 403 });
    await ctx.signIn(user.uid, { framed: pending.framed });
    return sendOutcome(reply, { origin, outcome: { status: 'ok' }, next });
  });

  // GET /oauth/demo/authorize – the demo provider's consent page
  app.get('/oauth/demo/authorize', async (request, reply) => {
    const q = request.query as Query;
    const origin = siteOrigin(request, env.SITE_URL);
    const valid =
      env.OAUTH_DEMO &&
      q.client_id === DEMO_CLIENT_ID &&
      q.response_type === 'code' &&
      q.redirect_uri === callbackUrl(origin, 'demo') &&
      q.code_challenge_method === 'S256' &&
      CHALLENGE.test(q.code_challenge ?? '') &&
      !!q.state &&
      q.state.length <= 256;
    if (!valid) return sendOutcome(reply, { origin, outcome: { status: 'error', error: 'invalid_request' }, next: null });
    demoDevice(request, reply); // this browser's demo identity, set on its first visit
    return sendDemoConsent(reply, { redirectUri: q.redirect_uri!, state: q.state!, codeChallenge: q.code_challenge! });
  });

  // POST /oauth/demo/authorize – Allow (a single-use code bound to the challenge) or Deny, back to the callback
  app.post('/oauth/demo/authorize', async (request, reply) => {
    const b = (request.body ?? {}) as Query;
    const origin = siteOrigin(request, env.SITE_URL);
    const redirectUri = callbackUrl(origin, 'demo');
    const valid = env.OAUTH_DEMO && b.client_id === DEMO_CLIENT_ID && b.redirect_uri === redirectUri && b.code_challenge_method === 'S256' && CHALLENGE.test(b.code_challenge ?? '') && !!b.state && b.state.length <= 256;
    if (!valid) return sendOutcome(reply, { origin, outcome: { status: 'error', error: 'invalid_request' }, next: null });
    const back = new URL(redirectUri);
    back.searchParams.set('state', b.state!);
    if (b.decision !== 'allow') {
      back.searchParams.set('error', 'access_denied');
      return reply.redirect(back.toString(), 303);
    }
    const name = (b.name ?? '').trim().slice(0, 64);
    const email = (b.email ?? '').trim();
    const consent = { redirectUri, state: b.state!, codeChallenge: b.code_challenge!, name, email };
    if (!name && !email) return sendDemoConsent(reply, { ...consent, error: 'Type a name or an e-mail.' }, 400);
    // The demo person is this browser's secret (set by the consent page) with the name typed: typing someone else's name elsewhere is someone else.
    const device = readDemoDevice(request);
    if (!device) {
      demoDevice(request, reply);
      return sendDemoConsent(reply, { ...consent, error: 'This browser kept no cookie from this page. Allow cookies and try again.' }, 400);
    }
    if (email && !validateEmail(email).valid) return sendDemoConsent(reply, { ...consent, error: 'This e-mail does not look right.' }, 400);
    back.searchParams.set('code', await issueDemoCode(db, { codeChallenge: b.code_challenge!, redirectUri, name, email, device }));
    return reply.redirect(back.toString(), 303);
  });
}
