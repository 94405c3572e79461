import { createHash } from 'node:crypto';
import { CodeChallengeMethod, decodeIdToken, generateCodeVerifier, generateState, Google, OAuth2Client } from 'arctic';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Env } from '@/lib/config';
import type { Db } from '../db/client';
import { oauthAccounts, oauthStates, users } from '../db/schema';
import { exchangeDemoCode } from './oauth-demo';
import { createUser } from './registration';
import type { UserRow } from './sessions';
import { hashToken } from './secrets';
import { findByLogin } from './users';

/** How long a started sign-in may take at the provider. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;
export const TYPE_AUTHS = ['login', 'registration'] as const;
export type TypeAuth = (typeof TYPE_AUTHS)[number];

/** Who the provider says signed in. `subject` is its stable user id. */
export type OAuthIdentity = { subject: string; email: string | null; emailVerified: boolean; name: string | null };

export type OAuthProvider = {
  authorizationUrl(state: string, codeVerifier: string): URL;
  exchange(code: string, codeVerifier: string): Promise<OAuthIdentity>;
};

const SCOPES = ['openid', 'email', 'profile'];
export const callbackUrl = (origin: string, service: string) => `${origin}/oauth/callback/${service}`;
export const DEMO_CLIENT_ID = 'demo';

/** Social sign-in services the server has credentials for, in the order the buttons show them. */
export function configuredServices(env: Pick<Env, 'OAUTH_DEMO' | 'OAUTH_GOOGLE_CLIENT_ID' | 'OAUTH_GOOGLE_CLIENT_SECRET'>): string[] {
  return [...(env.OAUTH_DEMO ? ['demo'] : []), ...(env.OAUTH_GOOGLE_CLIENT_ID && env.OAUTH_GOOGLE_CLIENT_SECRET ? ['google'] : [])];
}

/** The provider for `service`, configured from env; null when unknown or not configured. */
export function oauthProvider(service: string, deps: { db: Db; env: Env; origin: string }): OAuthProvider | null {
  const { env, origin } = deps;
  const redirectUri = callbackUrl(origin, service);
  if (service === 'google' && env.OAUTH_GOOGLE_CLIENT_ID && env.OAUTH_GOOGLE_CLIENT_SECRET) {
    const google = new Google(env.OAUTH_GOOGLE_CLIENT_ID, env.OAUTH_GOOGLE_CLIENT_SECRET, redirectUri);
    return {
      authorizationUrl: (state, verifier) => google.createAuthorizationURL(state, verifier, SCOPES),
      async exchange(code, verifier) {
        const tokens = await google.validateAuthorizationCode(code, verifier);
        // The ID token came straight from Google's token endpoint over TLS: its claims need no signature check (OIDC core 3.1.3.7).
        const claims = decodeIdToken(tokens.idToken()) as { sub?: unknown; email?: unknown; email_verified?: unknown; name?: unknown };
        if (typeof claims.sub !== 'string' || !claims.sub) throw new Error('id token without sub');
        return {
          subject: claims.sub,
          email: typeof claims.email === 'string' ? claims.email : null,
          emailVerified: claims.email_verified === true,
          name: typeof claims.name === 'string' ? claims.name : null,
        };
      },
    };
  }
  if (service === 'demo' && env.OAUTH_DEMO) {
    // The same client code as a real provider; the token step runs in-process (the demo codes live in our database).
    const client = new OAuth2Client(DEMO_CLIENT_ID, null, redirectUri);
    return {
      authorizationUrl: (state, verifier) => client.createAuthorizationURLWithPKCE(`${origin}/oauth/demo/authorize`, state, CodeChallengeMethod.S256, verifier, SCOPES),
      exchange: (code, verifier) => exchangeDemoCode(deps.db, { code, codeVerifier: verifier, redirectUri }),
    };
  }
  return null;
}

/**
 * redirect_url, same site only: a path (`/x?y`), or an absolute http(s) URL on `origin`
 * (answered as its path). Anything outside printable ASCII (U+2028 and other characters a later
 * step might drop), protocol-relative and backslash tricks → null. Checked again where it is used.
 */
export function sameSiteRedirect(value: string | undefined, origin: string): string | null {
  const raw = value?.trim();
  if (!raw || raw.length > 2048 || /[^\x21-\x7e]|\\/.test(raw)) return null;
  if (raw.startsWith('/')) return isSitePath(raw) ? raw : null;
  if (!/^https?:\/\//i.test(raw)) return null;
  try {
    const url = new URL(raw);
    if (url.username || url.password || url.origin !== new URL(origin).origin) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return isSitePath(path) ? path : null;
  } catch {
    return null;
  }
}

/** A path on this site: starts with one `/`, printable ASCII only, no backslash. */
export const isSitePath = (path: string) => /^\/(?![/\\])[\x21-\x7e]*$/.test(path) && !path.includes('\\');

export type PendingState = typeof oauthStates.$inferSelect;

/** Starts a sign-in: a fresh state and PKCE verifier, stored (the state hashed) until used or expired. */
export async function startState(db: Db, input: { provider: string; redirectUrl: string | null; typeAuth: TypeAuth; framed: boolean }) {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  await db.insert(oauthStates).values({ stateHash: hashToken(state), codeVerifier, expiresAt: new Date(Date.now() + OAUTH_STATE_TTL_MS), ...input });
  return { state, codeVerifier };
}

/** Takes a state: answers its row once (deleting it), or null when unknown, used or expired. */
export async function takeState(db: Db, state: string | undefined): Promise<PendingState | null> {
  if (!state || state.length > 256) return null;
  const [row] = await db.delete(oauthStates).where(eq(oauthStates.stateHash, hashToken(state))).returning();
  return row && row.expiresAt > new Date() ? row : null;
}

export async function purgeExpiredStates(db: Db): Promise<void> {
  await db.delete(oauthStates).where(lte(oauthStates.expiresAt, new Date()));
}

const loginFor = (provider: string, subject: string) => `${provider}_${createHash('sha256').update(subject).digest('hex').slice(0, 16)}`;

/**
 * The player linked to the provider's subject, created on the first sign-in with registration
 * incomplete (socialRegistration asks for what is missing). Accounts are never linked by e-mail:
 * a provider's address only becomes the new player's e-mail when it is verified and not taken.
 */
export async function findOrCreateSocialUser(
  db: Db,
  provider: string,
  identity: OAuthIdentity,
  settings: { currency: string; locale: string },
): Promise<{ user: UserRow; created: boolean }> {
  const linked = async () => {
    const [row] = await db
      .select({ user: users })
      .from(oauthAccounts)
      .innerJoin(users, eq(users.uid, oauthAccounts.userId))
      .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, identity.subject)))
      .limit(1);
    return row?.user;
  };
  const known = await linked();
  if (known) return { user: known, created: false };

  const email = identity.email && identity.emailVerified && !(await findByLogin(db, identity.email)) ? identity.email.trim() : null;
  try {
    const user = await db.transaction(async (tx) => {
      const made = await createUser(tx, {
        login: loginFor(provider, identity.subject),
        email,
        passwordHash: null,
        locale: settings.locale,
        currency: settings.currency,
        countryCode: null,
        phone: null,
        phoneCountryCode: null,
        region: null,
        isSubscribed: false,
        isBetting: false,
        characterId: null,
        isRegistrationCompleted: false,
      });
      if ('errors' in made) throw new Error(`social user not created: ${JSON.stringify(made.errors)}`);
      await tx.insert(oauthAccounts).values({ userId: made.user.uid, provider, subject: identity.subject, email: identity.email });
      return made.user;
    });
    return { user, created: true };
  } catch (error) {
    const again = await linked(); // the same person finished twice at once: the other one won
    if (again) return { user: again, created: false };
    throw error;
  }
}

/** Live states (tests). */
export async function liveStates(db: Db) {
  return db.select().from(oauthStates).where(gt(oauthStates.expiresAt, new Date()));
}
