import type { ChatProviderConfig, SupportSettings } from '@/lib/contract';
import { ADAPTERS } from './adapters';
import type { ChatAdapter, ChatEnv, ChatIdentity } from './types';

/** SPEC §9: phones (up to 767 px) keep the widget 5rem above the bottom, checked every 500 ms. */
export const MOBILE_QUERY = '(max-width: 767px)';
export const MOBILE_BOTTOM = '5rem';
export const MOBILE_CHECK_MS = 500;
/** Badge visibility is re-applied every 100 ms until the widget's element exists (at most 5 s). */
export const BADGE_POLL_MS = 100;
const BADGE_POLL_LIMIT = 50;

export type ChatState = 'idle' | 'loading' | 'ready' | 'failed';

/** The provider named by the settings and its config (the field named after it), or null when chat is off. */
export function pickProvider(settings: SupportSettings | null | undefined): { adapter: ChatAdapter; config: ChatProviderConfig } | null {
  const name = settings?.chat;
  if (!name) return null;
  const adapter = ADAPTERS[name];
  const raw = settings[name];
  const config = raw && typeof raw === 'object' ? (raw as ChatProviderConfig) : {};
  return adapter ? { adapter, config } : null;
}

/**
 * One chat for the page, whatever the provider: loads it once, keeps its identity in step with
 * the session (identify after sign-in or registration, sign-out clears), hides its badge where
 * the route asks, lifts it on phones. Failures are only logged (SPEC §8).
 */
export function createChatFacade(settings: SupportSettings | null, env: ChatEnv) {
  const picked = pickProvider(settings);
  let state: ChatState = 'idle';
  let identity: ChatIdentity | null = null;
  let applied: ChatIdentity | null = null;
  let visible = true;
  let loading: Promise<void> | null = null;
  let badgeTimer: ReturnType<typeof setTimeout> | undefined;
  let mobileTimer: ReturnType<typeof setInterval> | undefined;

  const elements = () => {
    const doc = env.window.document;
    return picked ? picked.adapter.containers.flatMap((selector) => [...doc.querySelectorAll<HTMLElement>(selector)]) : [];
  };

  function applyBadge(attempt = 0) {
    clearTimeout(badgeTimer);
    const found = elements();
    for (const el of found) el.style.display = visible ? '' : 'none';
    if (found.length === 0 && attempt < BADGE_POLL_LIMIT) badgeTimer = setTimeout(() => applyBadge(attempt + 1), BADGE_POLL_MS);
  }

  function applyMobileOffset() {
    if (!env.window.matchMedia?.(MOBILE_QUERY).matches) return;
    for (const el of elements()) if (el.style.bottom !== MOBILE_BOTTOM) el.style.bottom = MOBILE_BOTTOM;
  }

  async function sync() {
    if (!picked || state !== 'ready' || !identity || identity === applied) return;
    const previous = applied;
    applied = identity;
    try {
      if (previous && previous.uid > 0 && identity.uid === 0) await picked.adapter.signOut(identity, env);
      else if (!previous || previous.uid !== identity.uid || previous.name !== identity.name || previous.email !== identity.email) await picked.adapter.identify(identity, env);
    } catch (error) {
      env.log(`${picked.adapter.provider}: identity update failed`, error);
    }
  }

  return {
    get provider() {
      return picked?.adapter.provider ?? null;
    },
    get state() {
      return state;
    },
    /** Loads the provider once (later calls wait for the same load). */
    load(): Promise<void> {
      if (!picked) return Promise.resolve();
      loading ??= (async () => {
        state = 'loading';
        try {
          const first = identity ?? { uid: 0, name: '', email: '', phone: '', lang: 'en', sessionId: '' };
          await picked.adapter.load(picked.config, first, env);
          applied = first;
          state = 'ready';
          applyBadge();
          applyMobileOffset();
          mobileTimer = setInterval(applyMobileOffset, MOBILE_CHECK_MS);
          await sync();
        } catch (error) {
          state = 'failed';
          env.log(`${picked.adapter.provider}: not loaded`, error);
        }
      })();
      return loading;
    },
    /** The visitor's identity now; applied at once when loaded, else after the load. */
    setIdentity(next: ChatIdentity) {
      identity = next;
      return sync();
    },
    /** SPEC §2: hidden on the betting and game pages. */
    setVisible(next: boolean) {
      visible = next;
      if (state === 'ready') applyBadge();
    },
    /** Opens the chat window once loaded (the /support chat button). */
    async open() {
      await this.load();
      if (state !== 'ready' || !picked?.adapter.open) return false;
      try {
        picked.adapter.open(env);
        return true;
      } catch (error) {
        env.log(`${picked.adapter.provider}: open failed`, error);
        return false;
      }
    },
    dispose() {
      clearTimeout(badgeTimer);
      clearInterval(mobileTimer);
    },
  };
}

export type ChatFacade = ReturnType<typeof createChatFacade>;
