import sanitizeHtml from 'sanitize-html';
import { hasDangerousProtocol } from '@/lib/routing/safe-url';
import type { CmsConfig, MenuLink } from './types';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'span', 'div', 'section', 'article'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'abbr'],
    ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption'],
    ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption'],
  ],
  allowedAttributes: {
    '*': ['class', 'lang', 'dir', 'title'],
    ...Object.fromEntries(['h2', 'h3', 'h4', 'h5', 'h6', 'section'].map((tag) => [tag, ['class', 'lang', 'dir', 'title', 'id']])),
    a: ['href', 'target', 'rel', 'name'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links opening a new tab never hand the opener over.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** CMS HTML made safe to render: no scripts, handlers, styles or dangerous URLs. */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const safeHref = (link: string) => !hasDangerousProtocol(link) && !/^[/\\]{2}/.test(link.trim());

function safeLinks(links: MenuLink[]): MenuLink[] {
  return links.filter((l) => safeHref(l.link)).map((l) => (l.submenu ? { ...l, submenu: safeLinks(l.submenu) } : l));
}

function safeBanner(banner: CmsConfig['menus']['banner']): CmsConfig['menus']['banner'] {
  if (!banner || (banner.button.slug && !safeHref(banner.button.slug))) return undefined;
  const publicSlug = banner.public?.button?.slug;
  if (!publicSlug || safeHref(publicSlug)) return banner;
  return { ...banner, public: { ...banner.public, button: undefined } };
}

function safeAuth(auth: CmsConfig['auth']): CmsConfig['auth'] {
  const banner = auth?.banner;
  if (!banner) return { banner: null };
  const images = Object.fromEntries(Object.entries(banner.images).filter(([, src]) => typeof src === 'string' && safeHref(src)));
  return { banner: { ...banner, addition: banner.addition === undefined ? undefined : sanitizeCmsHtml(banner.addition), images } };
}

/**
 * The config with every HTML field sanitised and links with dangerous or protocol-relative URLs
 * dropped. customCode stays raw on purpose: it is the operator's own tag code (analytics…).
 */
export function sanitizeConfig(config: CmsConfig): CmsConfig {
  const { menus } = config;
  return {
    ...config,
    menus: {
      ...menus,
      sidebar: menus.sidebar.map((g) => ({ ...g, links: safeLinks(g.links) })),
      header: safeLinks(menus.header),
      footer: menus.footer.map((g) => ({ ...g, links: safeLinks(g.links) })),
      banner: safeBanner(menus.banner),
    },
    banners: config.banners.map((b) => ({
      ...b,
      description: {
        ...b.description,
        html: b.description.html === undefined ? undefined : sanitizeCmsHtml(b.description.html),
        details: b.description.details === undefined ? undefined : sanitizeCmsHtml(b.description.details),
        button: b.description.button && safeHref(b.description.button.link) ? b.description.button : undefined,
      },
    })),
    pages: config.pages.map((p) => ({ ...p, html: sanitizeCmsHtml(p.html) })),
    auth: safeAuth(config.auth),
  };
}
