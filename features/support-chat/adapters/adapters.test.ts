// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '../env';
import type { ChatEnv, ChatIdentity } from '../types';
import { ADAPTERS } from '.';
import { readFreshChatMessage, setFreshChatEventSink } from './freshchat';

const player: ChatIdentity = { uid: 42, name: 'Ana', email: 'ana@example.com', phone: '+5511999990000', lang: 'pt', sessionId: 'ref123' };
const visitor: ChatIdentity = { uid: 0, name: '', email: '', phone: '', lang: 'pt', sessionId: '' };

/**
 * A fake browser: `loadScript` records the src and runs `provide` (what the provider's script
 * would do: define its global) on a plain window object; waitFor polls it for real, quickly.
 */
function fakeEnv(provide: (w: Record<string, unknown>, src: string) => void = () => {}) {
  const w: Record<string, unknown> = { document, location: { href: 'https://casino.example/support' } };
  const scripts: { src: string; attributes?: Record<string, string> }[] = [];
  const log = vi.fn();
  const env: ChatEnv = {
    window: w as ChatEnv['window'],
    loadScript: async (src, attributes) => {
      scripts.push({ src, attributes });
      provide(w, src);
    },
    waitFor: (read) => waitFor(read, 300, 10),
    log,
  };
  return { env, w, scripts, log };
}

const recorder = () => {
  const calls: unknown[][] = [];
  const fn = (name: string) => (...args: unknown[]) => {
    calls.push([name, ...args]);
  };
  return { calls, fn };
};

describe('jivoSite adapter', () => {
  function jivo() {
    const { calls, fn } = recorder();
    const fake = fakeEnv((w) => {
      w.jivo_api = { setContactInfo: fn('setContactInfo'), setCustomData: fn('setCustomData'), clearHistory: fn('clearHistory'), open: fn('open') };
      setTimeout(() => (w.jivo_onLoadCallback as () => void)(), 5);
    });
    return { ...fake, calls };
  }

  it('loads the widget by id and, after jivo_onLoadCallback, sets name, e-mail and phone', async () => {
    const { env, scripts, calls } = jivo();
    await ADAPTERS.jivoSite.load({ id: 'abc123' }, player, env);
    expect(scripts[0]!.src).toBe('https://code.jivosite.com/widget/abc123');
    expect(calls).toContainEqual(['setContactInfo', { name: 'Ana', email: 'ana@example.com', phone: '+5511999990000' }]);
    expect(calls).toContainEqual(['setCustomData', [{ title: 'uid', content: '42' }, { title: 'lang', content: 'pt' }]]);
  });

  it('sends the word none without an e-mail, and clears the history on sign-out', async () => {
    const { env, calls } = jivo();
    await ADAPTERS.jivoSite.load({ src: '/nfx/chat/standin/jivoSite.js' }, visitor, env);
    expect(calls).toContainEqual(['setContactInfo', { name: '', email: 'none', phone: '' }]);
    calls.length = 0;
    await ADAPTERS.jivoSite.identify(player, env);
    expect(calls[0]).toEqual(['setContactInfo', { name: 'Ana', email: 'ana@example.com', phone: '+5511999990000' }]);
    calls.length = 0;
    await ADAPTERS.jivoSite.signOut(visitor, env);
    expect(calls[0]).toEqual(['clearHistory']);
    expect(calls[1]).toEqual(['setContactInfo', { name: '', email: 'none', phone: '' }]);
  });

  it('fails (for the facade to log) when the global never comes', async () => {
    const { env } = fakeEnv();
    await expect(ADAPTERS.jivoSite.load({ id: 'x' }, visitor, env)).rejects.toThrow(/not ready/);
  });
});

describe('liveChat adapter', () => {
  it('sets __lc with the license before tracking.js, then names the customer through LiveChatWidget.call', async () => {
    const { calls, fn } = recorder();
    let licenseAtLoad: unknown;
    const { env, w, scripts } = fakeEnv((win) => {
      licenseAtLoad = (win.__lc as { license: unknown }).license;
      win.LiveChatWidget = { call: fn('call'), on: fn('on') };
    });
    await ADAPTERS.liveChat.load({ license: '1234567' }, player, env);
    expect(scripts[0]!.src).toBe('https://cdn.livechatinc.com/tracking.js');
    expect(licenseAtLoad).toBe(1234567);
    expect((w.__lc as { session_variables: unknown }).session_variables).toEqual({ uid: '42', lang: 'pt' });
    expect(calls).toEqual([
      ['call', 'set_customer_name', 'Ana'],
      ['call', 'set_customer_email', 'ana@example.com'],
      ['call', 'set_session_variables', { uid: '42', lang: 'pt' }],
    ]);
    calls.length = 0;
    await ADAPTERS.liveChat.signOut(visitor, env);
    expect(calls).toContainEqual(['call', 'set_session_variables', { uid: '0', lang: 'pt' }]);
    expect(calls).toContainEqual(['call', 'set_customer_email', '']);
  });
});

describe('freshChat adapter', () => {
  function fresh() {
    const { calls, fn } = recorder();
    const handlers: Record<string, (data: unknown) => void> = {};
    const fake = fakeEnv((w) => {
      w.fcWidget = {
        init: fn('init'),
        setExternalId: fn('setExternalId'),
        destroy: fn('destroy'),
        on: (event: string, cb: (data: unknown) => void) => (handlers[event] = cb),
        user: { setProperties: fn('user.setProperties'), clear: () => (calls.push(['user.clear']), Promise.resolve()) },
      };
    });
    return { ...fake, calls, handlers };
  }

  it('inits with token, host and the player as externalId; sign-out clears the user then destroys and re-inits', async () => {
    const { env, scripts, calls } = fresh();
    await ADAPTERS.freshChat.load({ id: 'tok', src: 'https://eu.freshchat.example/js/widget.js' }, player, env);
    expect(scripts[0]!.src).toBe('https://eu.freshchat.example/js/widget.js');
    expect(calls[0]).toEqual(['init', { token: 'tok', host: 'https://eu.freshchat.example', locale: 'pt', externalId: '42', firstName: 'Ana', email: 'ana@example.com' }]);
    calls.length = 0;
    await ADAPTERS.freshChat.signOut(visitor, env);
    expect(calls.map((c) => c[0])).toEqual(['user.clear', 'destroy', 'init']);
    expect(calls[2]).toEqual(['init', { token: 'tok', host: 'https://eu.freshchat.example', locale: 'pt' }]);
    calls.length = 0;
    await ADAPTERS.freshChat.identify(player, env);
    expect(calls).toEqual([['setExternalId', '42'], ['user.setProperties', { firstName: 'Ana', email: 'ana@example.com', uid: '42', locale: 'pt' }]]);
  });

  it('hands message events of signed-in players to storeChatEvent, never a visitor\'s', async () => {
    const { env, handlers } = fresh();
    const sink = vi.fn();
    setFreshChatEventSink(sink);
    await ADAPTERS.freshChat.load({ id: 'tok' }, visitor, env);
    const payload = { data: { message: { channelId: 7, conversationId: 'c-1', messageParts: [{ text: { content: 'Hi' } }] } } };
    handlers['message:sent']!(payload);
    expect(sink).not.toHaveBeenCalled();
    await ADAPTERS.freshChat.identify(player, env);
    handlers['message:sent']!(payload);
    handlers['message:received']!({ message: { channel_id: 'x', conversation_id: 'c-1', text: 'Hello Ana' } });
    expect(sink.mock.calls).toEqual([
      [{ channel_id: '7', conversation_id: 'c-1', text: 'Hi', event: 'sent' }],
      [{ channel_id: 'x', conversation_id: 'c-1', text: 'Hello Ana', event: 'received' }],
    ]);
    setFreshChatEventSink(null);
  });

  it('reads nothing from a payload without ids', () => {
    expect(readFreshChatMessage({ data: { message: { text: 'x' } } }, 'sent')).toBeNull();
    expect(readFreshChatMessage(null, 'sent')).toBeNull();
  });
});

describe('live_tex adapter', () => {
  it('sets liveTex and liveTexID before its script, polls for LiveTex and passes the session reference as a hidden attribute', async () => {
    const { calls, fn } = recorder();
    let idAtLoad: unknown;
    const { env } = fakeEnv((w) => {
      idAtLoad = w.liveTexID;
      setTimeout(() => (w.LiveTex = { setConversationAttributes: fn('setConversationAttributes') }), 30); // its ready callback may never fire
    });
    await ADAPTERS.live_tex.load({ id: '165432' }, player, env);
    expect(idAtLoad).toBe(165432);
    expect(calls).toEqual([['setConversationAttributes', { name: 'Ana', email: 'ana@example.com' }, { uid: '42', lang: 'pt', session_id: 'ref123' }]]);
  });
});

describe('verbox adapter', () => {
  it('queues calls in a stub before support.js?h={id}, which replays them', async () => {
    const calls: unknown[][] = [];
    const { env, w, scripts } = fakeEnv((win) => {
      const queued = (win.Verbox as { q?: unknown[][] }).q ?? [];
      win.Verbox = (...args: unknown[]) => calls.push(args);
      queued.forEach((args) => (win.Verbox as (...a: unknown[]) => void)(...args));
    });
    await ADAPTERS.verbox.load({ id: 'h-1' }, player, env);
    expect(scripts[0]!.src).toBe('https://admin.verbox.ru/support/support.js?h=h-1');
    expect(calls).toEqual([['setClientInfo', { name: 'Ana', email: 'ana@example.com', uid: '42', lang: 'pt' }]]);
    ADAPTERS.verbox.signOut(visitor, env);
    expect(calls[1]).toEqual(['setClientInfo', { name: '', email: '', uid: '0', lang: 'pt' }]);
    expect(typeof w.Verbox).toBe('function');
  });
});

describe('comm100 adapter', () => {
  it('declares site_id and the chat button before its loader; takes no action on identity changes', async () => {
    let atLoad: Record<string, unknown> = {};
    const { env, w } = fakeEnv((win) => {
      atLoad = { ...(win.Comm100API as Record<string, unknown>) };
      (win.Comm100API as Record<string, unknown>).on = vi.fn();
    });
    await ADAPTERS.comm100.load({ id: '10001', widget_id: 'plan-9' }, player, env);
    expect(atLoad).toMatchObject({ site_id: 10001, main_code_plan: 'plan-9', chat_buttons: [{ code_plan: 'plan-9', div_id: 'comm100-button-plan-9' }] });
    const before = JSON.stringify(w.Comm100API);
    ADAPTERS.comm100.identify(player, env);
    ADAPTERS.comm100.signOut(visitor, env);
    expect(JSON.stringify(w.Comm100API)).toBe(before);
  });
});

describe('betunlim adapter', () => {
  it('loads its src with the widget id and language as data attributes', async () => {
    const { env, scripts } = fakeEnv();
    await ADAPTERS.betunlim.load({ src: 'https://chat.example.com/widget.js', widget_id: 'w-1', lang: 'es' }, player, env);
    expect(scripts).toEqual([{ src: 'https://chat.example.com/widget.js', attributes: { 'data-lang': 'es', 'data-widget-id': 'w-1' } }]);
    await expect(ADAPTERS.betunlim.load({}, player, env)).rejects.toThrow(/no src/);
  });
});

describe('demo adapter', () => {
  it('loads the platform widget and hands it the player; sign-out clears the conversation', async () => {
    const { calls, fn } = recorder();
    const { env, scripts } = fakeEnv((w) => {
      w.DemoChat = { setUser: fn('setUser'), clear: fn('clear'), open: fn('open') };
    });
    await ADAPTERS.demo.load({}, player, env);
    expect(scripts[0]!.src).toBe('/nfx/chat/demo.js');
    expect(calls).toEqual([['setUser', { uid: 42, name: 'Ana', email: 'ana@example.com', lang: 'pt' }]]);
    ADAPTERS.demo.signOut(visitor, env);
    expect(calls.slice(1)).toEqual([['clear'], ['setUser', { uid: 0, name: '', email: '', lang: 'pt' }]]);
  });
});
