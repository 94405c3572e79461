import { describe, expect, it } from 'vitest';
import { badgeContent, isExternalLink, visibleGroups, visibleLinks } from './menus';
import { customCodeAt, faviconLinks, selectSeoSettings } from './site-helpers';
import type { SeoSettings } from './types';

describe('menus', () => {
  const links = [
    { name: 'a', link: '/a' },
    { name: 'b', link: '/b', onlyAuth: true },
    { name: 'c', link: '/c', submenu: [{ name: 'c1', link: '/c1', onlyAuth: true }, { name: 'c2', link: '/c2' }] },
  ];

  it('hides onlyAuth links from guests, submenus included', () => {
    expect(visibleLinks(links, false).map((l) => l.name)).toEqual(['a', 'c']);
    expect(visibleLinks(links, false)[1]!.submenu!.map((l) => l.name)).toEqual(['c2']);
    expect(visibleLinks(links, true)).toHaveLength(3);
    expect(visibleGroups([{ id: 'g', links: [links[1]!] }], false)).toEqual([]);
  });

  it('resolves badges', () => {
    expect(badgeContent({ type: 'count', value: 12 })).toEqual({ count: 12 });
    expect(badgeContent({ type: 'count', value: 0 })).toBeNull();
    expect(badgeContent({ type: 'offers' })).toBeNull();
    expect(badgeContent({ type: 'text', value: 'New' })).toEqual({ text: 'New' });
    expect(badgeContent(undefined)).toBeNull();
    expect(isExternalLink({ name: 'x', link: 'https://x.example' })).toBe(true);
    expect(isExternalLink({ name: 'x', link: '/x' })).toBe(false);
  });
});

describe('site settings', () => {
  it('derives favicon sizes from key digits', () => {
    expect(faviconLinks({ favicon16: '/f16.png', appleTouch180: '/a.png', faviconSvg: '/f.svg', empty: '' })).toEqual([
      { rel: 'icon', href: '/f16.png', sizes: '16x16', type: 'image/png' },
      { rel: 'apple-touch-icon', href: '/a.png', sizes: '180x180', type: 'image/png' },
      { rel: 'icon', href: '/f.svg', sizes: 'any', type: 'image/svg+xml' },
    ]);
  });

  it('picks enabled custom code per position, bodyEnd by default', () => {
    const items = [
      { isEnabled: true, position: 'head' as const, code: '<meta>' },
      { isEnabled: true, code: '<script>1</script>' },
      { isEnabled: false, code: '<script>2</script>' },
      { isEnabled: true, position: 'bodyStart' as const, code: '  ' },
    ];
    expect(customCodeAt(items, 'head')).toEqual(['<meta>']);
    expect(customCodeAt(items, 'bodyEnd')).toEqual(['<script>1</script>']);
    expect(customCodeAt(items, 'bodyStart')).toEqual([]);
  });

  it('selects SEO settings by host', () => {
    const seo = [
      { titleTemplate: 'default', defaultTitle: '', description: '', templates: {} },
      { host: 'mirror.example', titleTemplate: 'mirror', defaultTitle: '', description: '', templates: {} },
    ] satisfies SeoSettings[];
    expect(selectSeoSettings(seo, 'MIRROR.example:443')?.titleTemplate).toBe('mirror');
    expect(selectSeoSettings(seo, 'other.example')?.titleTemplate).toBe('default');
    expect(selectSeoSettings(seo)?.titleTemplate).toBe('default');
    expect(selectSeoSettings([], 'x')).toBeUndefined();
  });
});
