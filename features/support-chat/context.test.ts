import { afterEach, describe, expect, it, vi } from 'vitest';

const openChat = vi.fn(async () => true);
vi.mock('./runtime', () => ({ openChat, startChat: vi.fn(async () => ({})), updateChat: vi.fn(async () => undefined) }));

const ctx = { uid: 0, locale: 'en-US', locales: ['en-US'], sessionRef: 's', pathname: '/support' };

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
  openChat.mockClear();
});

describe('openSupportChat', () => {
  it('a click before the chat knows the visitor waits for it, then opens the chat', async () => {
    const { openSupportChat, setChatContext } = await import('./context');
    const opened = openSupportChat();
    await Promise.resolve();
    expect(openChat).not.toHaveBeenCalled();
    setChatContext(ctx);
    await expect(opened).resolves.toBe(true);
    expect(openChat).toHaveBeenCalledWith(ctx);
  });

  it('answers false when the chat never learns the visitor (5 s)', async () => {
    vi.useFakeTimers();
    const { openSupportChat } = await import('./context');
    const opened = openSupportChat();
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(opened).resolves.toBe(false);
    expect(openChat).not.toHaveBeenCalled();
  });
});
