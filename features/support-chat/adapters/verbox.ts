import type { ChatAdapter, ChatIdentity } from '../types';

type VerboxFn = ((...args: unknown[]) => void) & { q?: unknown[][] };
type VerboxWindow = { Verbox?: VerboxFn };

const clientInfo = (identity: ChatIdentity) => ({ name: identity.name, email: identity.email, uid: String(identity.uid), lang: identity.lang });

/**
 * Verbox: a queue stub `Verbox(...)` first (calls wait in `Verbox.q`), then `support.js?h={id}`;
 * `Verbox('setClientInfo', {…})`. The script replaces the stub when it runs.
 */
export const verboxAdapter: ChatAdapter = {
  provider: 'verbox',
  containers: ['#supportTrigger', '.supportTrigger', '#verbox-standin'],
  async load(config, identity, env) {
    if (!config.id) throw new Error('verbox: no id');
    const w = env.window as unknown as VerboxWindow;
    if (!w.Verbox) {
      const stub: VerboxFn = (...args: unknown[]) => {
        (stub.q ??= []).push(args);
      };
      w.Verbox = stub;
    }
    w.Verbox('setClientInfo', clientInfo(identity));
    const base = config.src || 'https://admin.verbox.ru/support/support.js';
    const src = `${base}${base.includes('?') ? '&' : '?'}h=${encodeURIComponent(config.id)}`;
    await env.loadScript(src);
    await env.waitFor(() => w.Verbox && !w.Verbox.q);
  },
  identify(identity, env) {
    (env.window as unknown as VerboxWindow).Verbox?.('setClientInfo', clientInfo(identity));
  },
  open(env) {
    (env.window as unknown as VerboxWindow).Verbox?.('openSupport');
  },
  signOut(identity, env) {
    (env.window as unknown as VerboxWindow).Verbox?.('setClientInfo', clientInfo(identity));
  },
};
