// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from './env';
import { createChatFacade, MOBILE_BOTTOM, pickProvider } from './facade';
import type { ChatEnv, ChatIdentity } from './types';

const player: ChatIdentity = { uid: 42, name: 'Ana', email: 'ana@example.com', phone: '', lang: 'en', sessionId: '' };
const visitor: ChatIdentity = { uid: 0, name: '', email: '', phone: '', lang: 'en', sessionId: '' };

function demoEnv(options: { mobile?: boolean; fail?: boolean } = {}) {
  const calls: unknown[][] = [];
  const w: Record<string, unknown> = { document, location: window.location, matchMedia: () => ({ matches: Boolean(options.mobile) }) };
  const loadScript = vi.fn(async () => {
    if (options.fail) throw new Error('blocked');
    const root = document.createElement('div');
    root.id = 'demo-chat';
    document.body.appendChild(root);
    w.DemoChat = { setUser: (u: unknown) => calls.push(['setUser', u]), clear: () => calls.push(['clear']), open: () => calls.push(['open']) };
  });
  const log = vi.fn();
  const env: ChatEnv = { window: w as ChatEnv['window'], loadScript, waitFor: (read) => waitFor(read, 200, 10), log };
  return { env, calls, loadScript, log };
}

afterEach(() => document.getElementById('demo-chat')?.remove());

describe('chat facade', () => {
  it('picks the provider named by chat and its config; none when chat is null or unknown', () => {
    expect(pickProvider({ chat: 'liveChat', liveChat: { license: '1' } })).toMatchObject({ adapter: { provider: 'liveChat' }, config: { license: '1' } });
    expect(pickProvider({ chat: null })).toBeNull();
    expect(pickProvider(null)).toBeNull();
  });

  it('loads once, with the identity known at load time, then follows sign-in and sign-out', async () => {
    const { env, calls, loadScript } = demoEnv();
    const chat = createChatFacade({ chat: 'demo' }, env);
    await chat.setIdentity(visitor);
    await Promise.all([chat.load(), chat.load()]);
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(chat.state).toBe('ready');
    expect(calls).toEqual([['setUser', { uid: 0, name: '', email: '', lang: 'en' }]]);
    await chat.setIdentity(player);
    expect(calls.at(-1)).toEqual(['setUser', { uid: 42, name: 'Ana', email: 'ana@example.com', lang: 'en' }]);
    await chat.setIdentity(visitor);
    expect(calls.slice(-2)).toEqual([['clear'], ['setUser', { uid: 0, name: '', email: '', lang: 'en' }]]);
    chat.dispose();
  });

  it('applies an identity that changed during the load once loaded', async () => {
    const { env, calls } = demoEnv();
    const chat = createChatFacade({ chat: 'demo' }, env);
    const loading = chat.load();
    await chat.setIdentity(player);
    await loading;
    expect(calls.at(-1)).toEqual(['setUser', expect.objectContaining({ uid: 42 })]);
    chat.dispose();
  });

  it('only logs a failed load', async () => {
    const { env, log } = demoEnv({ fail: true });
    const chat = createChatFacade({ chat: 'demo' }, env);
    await expect(chat.load()).resolves.toBeUndefined();
    expect(chat.state).toBe('failed');
    expect(log).toHaveBeenCalledWith('demo: not loaded', expect.any(Error));
    expect(await chat.open()).toBe(false);
  });

  it('hides the badge where asked and lifts the widget 5rem on phones', async () => {
    const { env } = demoEnv({ mobile: true });
    const chat = createChatFacade({ chat: 'demo' }, env);
    chat.setVisible(false);
    await chat.load();
    const root = document.getElementById('demo-chat')!;
    expect(root.style.display).toBe('none');
    expect(root.style.bottom).toBe(MOBILE_BOTTOM);
    chat.setVisible(true);
    expect(root.style.display).toBe('');
    expect(await chat.open()).toBe(true);
    chat.dispose();
  });
});
