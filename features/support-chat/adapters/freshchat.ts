import type { ChatAdapter, ChatEnv, ChatIdentity } from '../types';

type FcWidget = {
  init(options: Record<string, unknown>): void;
  setExternalId(id: string): void;
  destroy(): void;
  on(event: string, cb: (data: unknown) => void): void;
  user: { setProperties(props: Record<string, unknown>): void; clear(): Promise<unknown> };
};
type FreshWindow = { fcWidget?: FcWidget };

/** What FreshChat's message events carry that storeChatEvent keeps. */
export type FreshChatEvent = { channel_id: string; conversation_id: string; text: string; event: 'sent' | 'received' };

/** Reads a `message:sent` / `message:received` payload into storeChatEvent params (null when it lacks ids). */
export function readFreshChatMessage(data: unknown, event: 'sent' | 'received'): FreshChatEvent | null {
  const root = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const message = (root.data && typeof root.data === 'object' ? (root.data as Record<string, unknown>).message : root.message) as Record<string, unknown> | undefined;
  if (!message) return null;
  const channel = message.channelId ?? message.channel_id;
  const conversation = message.conversationId ?? message.conversation_id;
  const parts = Array.isArray(message.messageParts) ? (message.messageParts as { text?: { content?: string } }[]) : [];
  const text = typeof message.text === 'string' ? message.text : parts.map((p) => p.text?.content ?? '').join('\n');
  if (channel === undefined || conversation === undefined) return null;
  return { channel_id: String(channel), conversation_id: String(conversation), text: text.slice(0, 10_000), event };
}

const properties = (identity: ChatIdentity) => ({ firstName: identity.name, email: identity.email, uid: String(identity.uid), locale: identity.lang });

/** Sink of storeChatEvent (signed-in players only); set by the runtime. */
export type ChatEventSink = (event: FreshChatEvent) => void;
let sink: ChatEventSink | null = null;
let current: ChatIdentity | null = null;
let session: { token: string; host: string } | null = null;
export const setFreshChatEventSink = (next: ChatEventSink | null) => {
  sink = next;
};

function init(widget: FcWidget, token: string, host: string, identity: ChatIdentity, env: ChatEnv) {
  current = identity;
  widget.init({ token, host, locale: identity.lang, ...(identity.uid > 0 ? { externalId: String(identity.uid), firstName: identity.name, email: identity.email } : {}) });
  for (const event of ['sent', 'received'] as const) {
    widget.on(`message:${event}`, (data) => {
      if (!current || current.uid <= 0 || !sink) return;
      const read = readFreshChatMessage(data, event);
      if (read) sink(read);
      else env.log(`freshChat: message:${event} without ids`);
    });
  }
}

/**
 * FreshChat: `{host}/js/widget.js` defines `window.fcWidget`; `fcWidget.init({ token, host,
 * externalId })`, `user.setProperties`, `setExternalId`; sign-out is `user.clear()` then `destroy()`
 * (and an anonymous init).
 */
export const freshChatAdapter: ChatAdapter = {
  provider: 'freshChat',
  containers: ['#fc_frame'],
  async load(config, identity, env) {
    if (!config.id) throw new Error('freshChat: no token');
    const src = config.src || 'https://wchat.freshchat.com/js/widget.js';
    const host = new URL(src, env.window.location.href).origin;
    const w = env.window as unknown as FreshWindow;
    await env.loadScript(src);
    const widget = await env.waitFor(() => w.fcWidget);
    session = { token: config.id, host };
    init(widget, config.id, host, identity, env);
  },
  identify(identity, env) {
    const widget = (env.window as unknown as FreshWindow).fcWidget;
    if (!widget) return;
    current = identity;
    if (identity.uid > 0) widget.setExternalId(String(identity.uid));
    widget.user.setProperties(properties(identity));
  },
  open(env) {
    (env.window as unknown as { fcWidget?: { open?: () => void } }).fcWidget?.open?.();
  },
  async signOut(identity, env) {
    const widget = (env.window as unknown as FreshWindow).fcWidget;
    if (!widget) return;
    current = identity;
    await widget.user.clear();
    widget.destroy();
    if (session) init(widget, session.token, session.host, identity, env);
  },
};
