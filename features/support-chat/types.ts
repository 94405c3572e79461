import type { ChatProviderConfig, ChatProviderName } from '@/lib/contract';

/** What the site tells a chat provider about the visitor (SPEC §3). uid 0 is a visitor. */
export type ChatIdentity = {
  uid: number;
  /** Profile first name. */
  name: string;
  /** E-mail contact ('' when none; Jivo sends the word none). */
  email: string;
  /** Mobile contact (given to Jivo only). */
  phone: string;
  /** Two-letter language for the widget. */
  lang: string;
  /** Session reference (given to live_tex only). */
  sessionId: string;
};

export const ANONYMOUS: ChatIdentity = { uid: 0, name: '', email: '', phone: '', lang: 'en', sessionId: '' };

/** The browser pieces an adapter touches; tests pass a fake window and loader. */
export type ChatEnv = {
  window: Window & Record<string, unknown>;
  /** Appends a script (with the page's CSP nonce); resolves on load, rejects on error. */
  loadScript(src: string, attributes?: Record<string, string>): Promise<void>;
  /** Polls every 100 ms until `read()` answers something, at most 5,000 ms (SPEC §9). */
  waitFor<T>(read: () => T | null | undefined | false): Promise<T>;
  log(message: string, error?: unknown): void;
};

/** One provider behind the facade, written against its documented loader and global API. */
export type ChatAdapter = {
  provider: ChatProviderName;
  /** Loads the provider's script once and gives it the identity; throws when the script or its global never comes. */
  load(config: ChatProviderConfig, identity: ChatIdentity, env: ChatEnv): Promise<void>;
  /** After sign-in or registration (and on any identity change). */
  identify(identity: ChatIdentity, env: ChatEnv): void | Promise<void>;
  /** After sign-out: forget the player (Jivo clears the history). */
  signOut(identity: ChatIdentity, env: ChatEnv): void | Promise<void>;
  /** Opens the chat window (the /support chat button), where the provider has a call for it. */
  open?(env: ChatEnv): void;
  /** CSS selectors of the widget's outer elements (badge hiding and the phone offset). */
  containers: readonly string[];
};
