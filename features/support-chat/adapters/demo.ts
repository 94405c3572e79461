import type { ChatAdapter, ChatIdentity } from '../types';

type DemoChatApi = {
  setUser(user: { uid: number; name: string; email: string; lang: string }): void;
  clear(): void;
  open(): void;
};
type DemoWindow = { DemoChat?: DemoChatApi; demoChat_onLoadCallback?: () => void };

const user = (identity: ChatIdentity) => ({ uid: identity.uid, name: identity.name, email: identity.email, lang: identity.lang });

/** The platform's own widget (/nfx/chat/demo.js): `DemoChat.setUser`, `clear`, `open`. */
export const demoAdapter: ChatAdapter = {
  provider: 'demo',
  containers: ['#demo-chat'],
  async load(config, identity, env) {
    const w = env.window as unknown as DemoWindow;
    const lang = env.window.document.documentElement.lang || identity.lang;
    await env.loadScript(config.src || '/nfx/chat/demo.js', { 'data-locale': lang });
    const api = await env.waitFor(() => w.DemoChat);
    api.setUser(user(identity));
  },
  identify(identity, env) {
    (env.window as unknown as DemoWindow).DemoChat?.setUser(user(identity));
  },
  open(env) {
    (env.window as unknown as DemoWindow).DemoChat?.open();
  },
  signOut(identity, env) {
    const api = (env.window as unknown as DemoWindow).DemoChat;
    api?.clear();
    api?.setUser(user(identity));
  },
};
