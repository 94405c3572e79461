import type { ChatAdapter, ChatIdentity } from '../types';

type LiveChatWidget = { call(method: string, value?: unknown): void; on(event: string, cb: (data: unknown) => void): void };
type LiveChatWindow = { __lc?: Record<string, unknown>; LiveChatWidget?: LiveChatWidget };

function apply(widget: LiveChatWidget, identity: ChatIdentity) {
  widget.call('set_customer_name', identity.name);
  widget.call('set_customer_email', identity.email);
  widget.call('set_session_variables', { uid: String(identity.uid), lang: identity.lang });
}

/**
 * LiveChat: `window.__lc = { license }` before `cdn.livechatinc.com/tracking.js`, then the
 * `LiveChatWidget.call(...)` API (customer name, e-mail, session variables).
 */
export const liveChatAdapter: ChatAdapter = {
  provider: 'liveChat',
  containers: ['#chat-widget-container'],
  async load(config, identity, env) {
    if (!config.license) throw new Error('liveChat: no license');
    const w = env.window as unknown as LiveChatWindow;
    w.__lc = { ...(w.__lc ?? {}), license: Number(config.license) || config.license, integration_name: 'casino-site', session_variables: { uid: String(identity.uid), lang: identity.lang } };
    if (identity.uid > 0) Object.assign(w.__lc, { visitor: { name: identity.name, email: identity.email } });
    await env.loadScript(config.src || 'https://cdn.livechatinc.com/tracking.js');
    const widget = await env.waitFor(() => w.LiveChatWidget);
    apply(widget, identity);
  },
  identify(identity, env) {
    const widget = (env.window as unknown as LiveChatWindow).LiveChatWidget;
    if (widget) apply(widget, identity);
  },
  open(env) {
    (env.window as unknown as LiveChatWindow).LiveChatWidget?.call('maximize');
  },
  signOut(identity, env) {
    const widget = (env.window as unknown as LiveChatWindow).LiveChatWidget;
    if (widget) apply(widget, identity);
  },
};
