import type { ChatAdapter } from '../types';

/**
 * Betunlim: no public API is documented, so its config (src, id / widget_id, lang) is handed to
 * the script as data attributes and nothing more is called.
 */
export const betunlimAdapter: ChatAdapter = {
  provider: 'betunlim',
  containers: ['#betunlim-chat', '#betunlim-standin'],
  async load(config, identity, env) {
    if (!config.src) throw new Error('betunlim: no src');
    const attributes: Record<string, string> = { 'data-lang': config.lang ?? identity.lang };
    const widget = config.widget_id ?? config.id;
    if (widget) attributes['data-widget-id'] = widget;
    await env.loadScript(config.src, attributes);
  },
  identify: () => undefined,
  signOut: () => undefined,
};
