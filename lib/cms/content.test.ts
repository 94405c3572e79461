import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_LOCALES } from '@/lib/i18n/locales';
import { matchRoute, stripLocale } from '@/lib/routing';
import { loadEmbeddedConfig } from './embedded';
import { sanitizeCmsHtml } from './sanitize';
import { CMS_SECTIONS, sectionSchemas } from './schema';
import type { MenuLink } from './types';

const LOCALES = EMBEDDED_LOCALES.locales.map((l) => l.code);
const PUBLIC = join(process.cwd(), 'public');
const allLinks = (links: MenuLink[]): MenuLink[] => links.flatMap((l) => [l, ...allLinks(l.submenu ?? [])]);

describe.each(LOCALES)('content/%s', (locale) => {
  it.each(CMS_SECTIONS)('%s matches its schema', async (section) => {
    const config = await loadEmbeddedConfig(locale);
    const parsed = sectionSchemas[section].safeParse(config[section]);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('has the sidebar features the shell needs', async () => {
    const { menus } = await loadEmbeddedConfig(locale);
    const links = menus.sidebar.flatMap((g) => allLinks(g.links));
    expect(links.some((l) => l.submenu?.length)).toBe(true);
    expect(links.some((l) => l.badge?.type === 'count' && Number(l.badge.value) > 9)).toBe(true);
    expect(links.some((l) => l.badge?.type === 'offers')).toBe(true);
    expect(links.some((l) => l.onlyAuth)).toBe(true);
    expect(menus.header.length).toBeGreaterThan(0);
    expect(menus.footer.flatMap((g) => g.links).length).toBeGreaterThan(0);
  });

  it('links only to routes that exist, or out over https', async () => {
    const { menus, banners } = await loadEmbeddedConfig(locale);
    const hrefs = [
      ...[...menus.sidebar, ...menus.footer].flatMap((g) => allLinks(g.links)).map((l) => l.link),
      ...allLinks(menus.header).map((l) => l.link),
      ...banners.map((b) => b.description.button?.link ?? '/'),
    ];
    for (const href of hrefs) {
      if (href.startsWith('https://')) continue;
      expect(matchRoute(href.split('?')[0]!), href).not.toBeNull();
    }
  });

  it('points at images and favicons that exist, the menu banner at 336×180', async () => {
    const { menus, banners, siteSettings } = await loadEmbeddedConfig(locale);
    const files = [menus.banner!.image, ...banners.flatMap((b) => [b.description.image!, b.description.image_mobile!]), ...Object.values(siteSettings.favicon)];
    for (const file of files) expect(existsSync(join(PUBLIC, file)), file).toBe(true);
    const svg = readFileSync(join(PUBLIC, menus.banner!.image), 'utf8');
    expect(svg).toMatch(/width="336" height="180"/);
    expect(Object.keys(siteSettings.favicon)).toEqual(expect.arrayContaining(['favicon16', 'favicon32', 'appleTouch180']));
    expect(siteSettings.customCode.some((c) => c.isEnabled)).toBe(true);
  });

  it('has an auth popup side banner whose pictures exist at their sizes', async () => {
    const { auth } = await loadEmbeddedConfig(locale);
    const images = auth.banner!.images;
    for (const file of Object.values(images)) expect(existsSync(join(PUBLIC, file)), file).toBe(true);
    expect(readFileSync(join(PUBLIC, images['360x520']!), 'utf8')).toMatch(/width="360" height="520"/);
    expect(readFileSync(join(PUBLIC, images['735x240']!), 'utf8')).toMatch(/width="735" height="240"/);
    expect(sanitizeCmsHtml(auth.banner!.addition!)).toBe(auth.banner!.addition);
  });

  it('gives every promotions-page banner a clean full text and a call to action that leads elsewhere (its "Learn more" opens the detail)', async () => {
    const { banners } = await loadEmbeddedConfig(locale);
    const promotions = banners.filter((b) => b.description.position === 'promotions');
    expect(promotions.length).toBeGreaterThan(0);
    for (const banner of promotions) {
      expect(banner.description.details, banner.id).toBeTruthy();
      expect(sanitizeCmsHtml(banner.description.details!)).toBe(banner.description.details);
      expect(banner.description.button?.link, banner.id).not.toBe('/promotions');
    }
  });

  it('has the registration field sets', async () => {
    const { formFields } = await loadEmbeddedConfig(locale);
    expect(formFields.form!.map((f) => f.sysname)).toEqual(['email', 'password', 'currency', 'country_code']);
    expect(formFields.fast!.map((f) => f.type)).toEqual(['phone', 'password']);
  });

  it('chats through the self-hosted demo provider by default, with example configs of the others', async () => {
    const { chat } = await loadEmbeddedConfig(locale);
    expect(chat.chat).toBe('demo');
    expect(chat.jivoSite?.id).toBeTruthy();
  });

  it('has a wildcard and an external redirect', async () => {
    const { redirects } = await loadEmbeddedConfig(locale);
    expect(redirects.some((r) => r.from_url.includes('*'))).toBe(true);
    expect(redirects.some((r) => r.to_url.startsWith('https://'))).toBe(true);
  });

  it('ships clean page HTML whose internal links stay in the locale', async () => {
    const { pages } = await loadEmbeddedConfig(locale);
    expect(pages.map((p) => p.slug)).toEqual(['about', 'terms', 'privacy', 'responsible-gaming']);
    for (const page of pages) {
      expect(sanitizeCmsHtml(page.html)).toBe(page.html);
      for (const [, href] of page.html.matchAll(/href="(\/[^"]*)"/g)) {
        const { locale: prefix, pathname } = stripLocale(href!, LOCALES);
        expect(prefix ?? 'en-US', href).toBe(locale);
        expect(matchRoute(pathname), href).not.toBeNull();
      }
    }
  });
});

describe('translations', () => {
  it.each(LOCALES.filter((l) => l !== 'en-US'))('%s is translated, not an English copy', async (locale) => {
    const [en, other] = await Promise.all([loadEmbeddedConfig('en-US'), loadEmbeddedConfig(locale)]);
    other.pages.forEach((page, i) => {
      expect(page.title).not.toBe(en.pages[i]!.title);
      expect(page.html).not.toBe(en.pages[i]!.html.replaceAll('href="/', `href="/${locale}/`));
    });
    expect(other.menus.sidebar.map((g) => g.title)).not.toEqual(en.menus.sidebar.map((g) => g.title));
    expect(other.banners.map((b) => b.title)).not.toEqual(en.banners.map((b) => b.title));
    expect(other.seo[0]!.defaultTitle).not.toBe(en.seo[0]!.defaultTitle);
  });

  it('keeps the same structure in every locale', async () => {
    const configs = await Promise.all(LOCALES.map(loadEmbeddedConfig));
    const shape = (c: (typeof configs)[number]) => ({
      groups: c.menus.sidebar.map((g) => [g.id, allLinks(g.links).map((l) => l.link)]),
      pages: c.pages.map((p) => p.slug),
      redirects: c.redirects,
      banners: c.banners.map((b) => b.id),
      cashier: c.cashier,
    });
    for (const c of configs) expect(shape(c)).toEqual(shape(configs[0]!));
  });
});
