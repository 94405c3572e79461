import { describe, expect, it, vi } from 'vitest';
import { configuredTools, createTool, scriptUrl, type ToolWindow } from './tools';

/** A fake page: the globals the vendors' scripts would define, and the scripts asked for. */
function fakePage() {
  const win: ToolWindow = {};
  const loaded: string[] = [];
  const load = vi.fn(async (src: string) => void loaded.push(src));
  return { win, loaded, load };
}

describe('analytics tools against their globals', () => {
  it('GTM: dataLayer gets gtm.start, then the events, the user id and its removal', async () => {
    const { win, loaded, load } = fakePage();
    const gtm = createTool('gtm', 'GTM-ABC', win, load);
    await gtm.install();
    expect(loaded).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC']);
    gtm.track('deposit', { value: 50, currency: 'USD', method: undefined });
    gtm.identify('42');
    gtm.anonymise();
    expect(win.dataLayer).toEqual([
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
      { event: 'deposit', value: 50, currency: 'USD' },
      { event: 'identify', user_id: '42' },
      { event: 'anonymise', user_id: undefined },
    ]);
  });

  it('GA4: gtag pushes its Arguments (js, config, event, set user_id)', async () => {
    const { win, loaded, load } = fakePage();
    const ga = createTool('ga', 'G-XYZ', win, load);
    await ga.install();
    expect(loaded).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-XYZ']);
    ga.track('error-login', { code: 'AuthorizationException' });
    ga.identify('7');
    ga.anonymise();
    const calls = (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(calls[0]?.[0]).toBe('js');
    expect(calls.slice(1)).toEqual([
      ['config', 'G-XYZ'],
      ['event', 'error_login', { code: 'AuthorizationException' }],
      ['set', { user_id: '7' }],
      ['set', { user_id: null }],
    ]);
    // the snippet's form: Arguments objects, which gtag.js reads (arrays it ignores)
    expect(Array.isArray(win.dataLayer?.[1])).toBe(false);
  });

  it('Yandex Metrica: the ym queue gets init, reachGoal and the user id', async () => {
    const { win, loaded, load } = fakePage();
    const ym = createTool('ym', '12345', win, load);
    await ym.install();
    expect(loaded).toEqual(['https://mc.yandex.ru/metrika/tag.js']);
    ym.track('promo-code', { promo_code: 'WELCOME' });
    ym.identify('9');
    ym.anonymise();
    expect(win.ym?.a).toEqual([
      [12345, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true }],
      [12345, 'reachGoal', 'promo_code', { promo_code: 'WELCOME' }],
      [12345, 'setUserID', '9'],
      [12345, 'userParams', { UserID: '9' }],
      [12345, 'userParams', { UserID: null }],
    ]);
  });

  it('Meta Pixel: queued before the script, handed to callMethod after; standard events where one fits', async () => {
    const { win, loaded, load } = fakePage();
    const fb = createTool('fb', '998877', win, load);
    await fb.install();
    expect(loaded).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
    fb.track('sign-up', { uid: 5 });
    expect(win.fbq?.queue).toEqual([
      ['init', '998877'],
      ['track', 'PageView'],
      ['track', 'CompleteRegistration', { uid: 5 }],
    ]);
    // fbevents.js arrives: it sets callMethod and calls go straight to it
    const callMethod = vi.fn();
    win.fbq!.callMethod = callMethod;
    fb.track('game-play', { sysname: 'mines' });
    fb.track('deposit', { value: 20, currency: 'EUR' });
    fb.identify('5');
    fb.anonymise();
    expect(callMethod.mock.calls).toEqual([
      ['trackCustom', 'game_play', { sysname: 'mines' }],
      ['track', 'Purchase', { value: 20, currency: 'EUR' }],
      ['init', '998877', { external_id: '5' }],
      ['init', '998877', {}],
    ]);
    expect(win._fbq).toBe(win.fbq);
  });

  it('keeps a global the page already has (the operator loaded the tool itself)', async () => {
    const { win, load } = fakePage();
    const existing = vi.fn();
    win.gtag = existing;
    win.dataLayer = [];
    await createTool('ga', 'G-1', win, load).install();
    expect(existing).toHaveBeenCalledWith('config', 'G-1');
  });

  it('a script that fails to load rejects install; calls still queue', async () => {
    const win: ToolWindow = {};
    const gtm = createTool('gtm', 'GTM-X', win, () => Promise.reject(new Error('blocked')));
    await expect(gtm.install()).rejects.toThrow('blocked');
    gtm.track('login', {});
    expect(win.dataLayer?.at(-1)).toEqual({ event: 'login' });
  });

  it('loads from the first-party base when one is set', () => {
    expect(scriptUrl('gtm', 'GTM-1', '/nfx/analytics/standin/')).toBe('/nfx/analytics/standin/gtm.js?id=GTM-1');
    expect(scriptUrl('ym', '1', null)).toBe('https://mc.yandex.ru/metrika/tag.js');
  });

  it('configured tools are the four with a non-empty id', () => {
    expect(configuredTools({ gtm: 'GTM-1', ga: null, ym: ' ', fb: '77', script_base: '/x', other: 'y' })).toEqual([
      { tool: 'gtm', id: 'GTM-1' },
      { tool: 'fb', id: '77' },
    ]);
    expect(configuredTools(undefined)).toEqual([]);
  });
});
