import type { CustomCode } from '@/lib/cms/types';
import { customCodeFor, faviconLinks, injectionScript } from './site-settings';

describe('customCodeFor', () => {
  const items: CustomCode[] = [
    { isEnabled: true, position: 'head', code: '<meta name="a">' },
    { isEnabled: false, position: 'head', code: '<meta name="off">' },
    { isEnabled: true, code: '<div id="no-position"></div>' },
    { isEnabled: true, position: 'bodyStart', code: '<noscript>gtm</noscript>' },
    { isEnabled: true, position: 'bodyEnd', code: '   ' },
  ];

  it('keeps enabled snippets of the position, defaulting to bodyEnd', () => {
    expect(customCodeFor(items, 'head')).toEqual(['<meta name="a">']);
    expect(customCodeFor(items, 'bodyStart')).toEqual(['<noscript>gtm</noscript>']);
    expect(customCodeFor(items, 'bodyEnd')).toEqual(['<div id="no-position"></div>']);
  });
});

describe('injectionScript', () => {
  it('cannot be closed early by the code it carries', () => {
    const script = injectionScript('<script>alert("</script>")</script>', 'bodyEnd');
    expect(script).not.toContain('</script');
    expect(script).toContain('document.body.appendChild(f)');
  });

  // jsdom does not execute scripts; that they run is checked in a real browser (e2e).
  it('inserts the snippet, scripts included, where asked', () => {
    const code = '<meta name="injected" content="1"><script>window.__injected = 1</script>';
    new Function(injectionScript(code, 'head'))();
    expect(document.head.querySelector('meta[name="injected"]')).not.toBeNull();
    expect(document.head.querySelector('script')?.textContent).toBe('window.__injected = 1');

    document.body.innerHTML = '<p id="first"></p>';
    new Function(injectionScript('<div id="start"></div>', 'bodyStart'))();
    expect(document.body.firstElementChild?.id).toBe('start');
  });
});

describe('faviconLinks', () => {
  it('derives sizes from the digits in the key names', () => {
    expect(
      faviconLinks({ favicon16: '/icons/16.png', favicon32: '/icons/32.png', appleTouch180: '/icons/apple.png', icon192x192: '/i.png?v=2', svg: '/icon.svg', empty: '' }),
    ).toEqual([
      { rel: 'icon', href: '/icons/16.png', sizes: '16x16', type: 'image/png' },
      { rel: 'icon', href: '/icons/32.png', sizes: '32x32', type: 'image/png' },
      { rel: 'apple-touch-icon', href: '/icons/apple.png', sizes: '180x180', type: 'image/png' },
      { rel: 'icon', href: '/i.png?v=2', sizes: '192x192', type: 'image/png' },
      { rel: 'icon', href: '/icon.svg', type: 'image/svg+xml' },
    ]);
  });
});
