import type { ChatAdapter } from '../types';

type Comm100Window = { Comm100API?: Record<string, unknown> };

/**
 * Comm100: `Comm100API` with `chat_buttons` and `site_id` before its loader. SPEC §3: no action
 * on identity changes.
 */
export const comm100Adapter: ChatAdapter = {
  provider: 'comm100',
  containers: ['#comm100-container', '#comm100-standin'],
  async load(config, _identity, env) {
    if (!config.id) throw new Error('comm100: no site id');
    const w = env.window as unknown as Comm100Window;
    const api = (w.Comm100API ??= {});
    const plan = config.widget_id ?? '';
    api.chat_buttons = [...((api.chat_buttons as unknown[] | undefined) ?? []), { code_plan: plan, div_id: `comm100-button-${plan}` }];
    api.site_id = Number(config.id) || config.id;
    api.main_code_plan = plan;
    await env.loadScript(config.src || `https://vue.comm100.com/livechat.ashx?siteId=${encodeURIComponent(config.id)}`);
    await env.waitFor(() => typeof w.Comm100API?.on === 'function');
  },
  identify: () => undefined,
  signOut: () => undefined,
};
