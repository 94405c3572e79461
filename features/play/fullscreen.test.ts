// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { canUseFullscreenApi, isInTelegram, showsFullScreenButton } from './fullscreen';

describe('showsFullScreenButton', () => {
  it('follows visibleFullScreen inside and outside Telegram', () => {
    expect([showsFullScreenButton('all', false), showsFullScreenButton('all', true)]).toEqual([true, true]);
    expect([showsFullScreenButton('telegram', false), showsFullScreenButton('telegram', true)]).toEqual([false, true]);
    expect([showsFullScreenButton('product', false), showsFullScreenButton('product', true)]).toEqual([true, false]);
    expect([showsFullScreenButton('none', false), showsFullScreenButton('none', true)]).toEqual([false, false]);
  });
});

describe('isInTelegram', () => {
  it('is true with the WebApp init data or tgWebAppData in the hash', () => {
    expect(isInTelegram({ location: { hash: '' } })).toBe(false);
    expect(isInTelegram({ Telegram: { WebApp: { initData: '' } }, location: { hash: '' } })).toBe(false);
    expect(isInTelegram({ Telegram: { WebApp: { initData: 'query_id=1' } }, location: { hash: '' } })).toBe(true);
    expect(isInTelegram({ location: { hash: '#tgWebAppData=user%3D1&tgWebAppVersion=7.0' } })).toBe(true);
  });
});

describe('canUseFullscreenApi', () => {
  it('needs both the document flag and the element method', () => {
    const element = { requestFullscreen: () => Promise.resolve() };
    expect(canUseFullscreenApi({ fullscreenEnabled: true }, element)).toBe(true);
    expect(canUseFullscreenApi({ fullscreenEnabled: false }, element)).toBe(false);
    expect(canUseFullscreenApi({ fullscreenEnabled: true }, {} as HTMLElement)).toBe(false);
    expect(canUseFullscreenApi({ fullscreenEnabled: true }, null)).toBe(false);
  });
});
