import type { ChatAdapter, ChatIdentity } from '../types';

type LiveTexApi = { setConversationAttributes(visible: Record<string, string>, hidden: Record<string, string>): void };
type LiveTexWindow = { liveTex?: boolean; liveTexID?: number | string; liveTex_object?: boolean; LiveTex?: LiveTexApi };

function apply(api: LiveTexApi, identity: ChatIdentity) {
  api.setConversationAttributes(
    { name: identity.name, email: identity.email },
    { uid: String(identity.uid), lang: identity.lang, session_id: identity.sessionId },
  );
}

/**
 * LiveTex: globals `liveTex`, `liveTexID` before its client script; `LiveTex.setConversationAttributes(visible, hidden)`.
 * Its ready callback may never fire, so the facade polls for the `LiveTex` global.
 */
export const liveTexAdapter: ChatAdapter = {
  provider: 'live_tex',
  containers: ['#lt-buttonContainer', '.lt-label', '#livetex-standin'],
  async load(config, identity, env) {
    if (!config.id) throw new Error('live_tex: no id');
    const w = env.window as unknown as LiveTexWindow;
    w.liveTex = true;
    w.liveTexID = Number(config.id) || config.id;
    w.liveTex_object = true;
    await env.loadScript(config.src || 'https://cs15.livetex.ru/js/client.js');
    apply(await env.waitFor(() => w.LiveTex), identity);
  },
  identify(identity, env) {
    const api = (env.window as unknown as LiveTexWindow).LiveTex;
    if (api) apply(api, identity);
  },
  signOut(identity, env) {
    const api = (env.window as unknown as LiveTexWindow).LiveTex;
    if (api) apply(api, identity);
  },
};
