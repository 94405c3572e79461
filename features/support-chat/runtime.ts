// The chat's heavy part, loaded on the first interaction (context.ts imports it dynamically).
import { isChatBadgeVisible } from '@/features/shell';
import { browserApi } from '@/lib/api';
import type { SupportSettings } from '@/lib/contract';
import { matchRoute, stripLocale } from '@/lib/routing';
import { setFreshChatEventSink } from './adapters/freshchat';
import { browserChatEnv } from './env';
import { createChatFacade, type ChatFacade } from './facade';
import { ANONYMOUS, type ChatIdentity } from './types';

export type ChatContext = { uid: number; locale: string; locales: readonly string[]; sessionRef: string; pathname: string };

const env = browserChatEnv();
let facade: ChatFacade | null = null;
let starting: Promise<ChatFacade> | null = null;
let settings: SupportSettings | null = null;
let identityUid: number | null = null;

/** SPEC §2: the badge hides on the routes named betting, game-index-sysname and game-sysname. */
export function badgeVisibleOn(pathname: string, locales: readonly string[]): boolean {
  const match = matchRoute(stripLocale(pathname, locales).pathname);
  return isChatBadgeVisible(match?.names ?? null);
}

/** The provider's language: its config's `lang`, else the locale's language. */
function languageOf(ctx: ChatContext): string {
  const name = settings?.chat;
  const config = name ? (settings?.[name] as { lang?: string } | undefined) : undefined;
  return config?.lang || ctx.locale.slice(0, 2);
}

/**
 * The session reference of a page whose layout did not read the session (a player shell): a socket
 * token names its session, `<random>.<SHA-256 of the session id>`, and the layout's reference is
 * the first 32 hex digits of that hash. '' when the token has another shape (an operator's platform).
 */
export async function sessionRefOfToken(): Promise<string> {
  try {
    const { token } = await browserApi.call('getToken');
    const hash = token.split('.')[1] ?? '';
    return /^[0-9a-f]{64}$/.test(hash) ? hash.slice(0, 32) : '';
  } catch {
    return '';
  }
}

/** uid, first name, e-mail and phone contacts (getprofileinfo) of a signed-in player; a visitor is uid 0. */
async function identityOf(ctx: ChatContext): Promise<ChatIdentity> {
  const base = { ...ANONYMOUS, lang: languageOf(ctx), sessionId: ctx.sessionRef };
  if (ctx.uid <= 0) return base;
  if (!base.sessionId) base.sessionId = await sessionRefOfToken(); // a player shell's layout had no session to hash
  try {
    const profile = await browserApi.call('getprofileinfo', { fields: ['contacts'] });
    const contact = (type: 'email' | 'phone') => profile.contacts?.find((c) => c.type === type)?.contact;
    return { ...base, uid: ctx.uid, name: profile.first_name ?? '', email: contact('email') ?? profile.email ?? '', phone: contact('phone') ?? profile.mobile ?? '' };
  } catch (error) {
    env.log('profile not read for the chat identity', error);
    return { ...base, uid: ctx.uid };
  }
}

/** The visitor changed (sign-in, registration, sign-out) or moved to another route. */
export async function updateChat(ctx: ChatContext): Promise<void> {
  if (!facade) return;
  facade.setVisible(badgeVisibleOn(ctx.pathname, ctx.locales));
  if (identityUid === ctx.uid) return;
  identityUid = ctx.uid;
  const identity = await identityOf(ctx);
  if (identityUid === ctx.uid) await facade.setIdentity(identity);
}

/** Reads the settings, loads the configured provider once with the visitor's identity. */
export function startChat(ctx: ChatContext): Promise<ChatFacade> {
  starting ??= (async () => {
    settings = await browserApi.call('support/getsettings').catch((error: unknown) => {
      env.log('settings not read', error);
      return null;
    });
    facade = createChatFacade(settings, env);
    // FreshChat messages of signed-in players are stored by the platform (SPEC §7).
    setFreshChatEventSink((event) => void browserApi.call('FreshChat/storeChatEvent', event).catch((error: unknown) => env.log('chat event not stored', error)));
    await updateChat(ctx);
    await facade.load();
    return facade;
  })();
  return starting;
}

export async function openChat(ctx: ChatContext): Promise<boolean> {
  return (await startChat(ctx)).open();
}
