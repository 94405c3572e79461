import type { ChatAdapter, ChatIdentity } from '../types';

type JivoApi = {
  setContactInfo(info: { name?: string; email?: string; phone?: string; description?: string }): void;
  setCustomData(fields: { title: string; content: string }[]): void;
  clearHistory(): void;
};
type JivoWindow = { jivo_api?: JivoApi; jivo_onLoadCallback?: () => void };

/** SPEC §3: Jivo gets the e-mail (the word none when absent) and the phone. */
export const jivoContact = (identity: ChatIdentity) => ({ name: identity.name, email: identity.email || 'none', phone: identity.phone });

function apply(api: JivoApi, identity: ChatIdentity) {
  api.setContactInfo(jivoContact(identity));
  api.setCustomData([
    { title: 'uid', content: String(identity.uid) },
    { title: 'lang', content: identity.lang },
  ]);
}

/**
 * JivoSite: `//code.jivosite.com/widget/{id}` defines `jivo_api` and calls the global
 * `jivo_onLoadCallback`; the API is used only after that callback (or the global is seen).
 */
export const jivoAdapter: ChatAdapter = {
  provider: 'jivoSite',
  containers: ['jdiv', '#jivo-standin'],
  async load(config, identity, env) {
    const w = env.window as unknown as JivoWindow;
    if (!config.id && !config.src) throw new Error('jivoSite: no widget id');
    const loaded = new Promise<void>((resolve) => {
      const previous = w.jivo_onLoadCallback;
      w.jivo_onLoadCallback = () => {
        previous?.();
        resolve();
      };
    });
    await env.loadScript(config.src || `https://code.jivosite.com/widget/${config.id}`);
    const api = await env.waitFor(() => w.jivo_api);
    await Promise.race([loaded, env.waitFor(() => false).catch(() => undefined)]);
    apply(api, identity);
  },
  identify(identity, env) {
    const api = (env.window as unknown as JivoWindow).jivo_api;
    if (api) apply(api, identity);
  },
  open(env) {
    (env.window as unknown as { jivo_api?: { open?: () => void } }).jivo_api?.open?.();
  },
  signOut(identity, env) {
    const api = (env.window as unknown as JivoWindow).jivo_api;
    if (!api) return;
    api.clearHistory();
    apply(api, identity);
  },
};
