import { sanitizeCmsHtml, type CmsBanner } from '@/lib/cms';
import { describeBanner, type PlatformBanner } from './describe';
import type { PromotionDetail } from './promotion-detail';

// Server only: sanitize-html stays out of the browser. The detail's HTML is cleaned here, once,
// and the dialog (or the server-rendered detail) renders it as it is.

const html = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The key of a platform banner on /promotions (CMS banners keep their own ids). */
export const platformPromotionKey = (id: number) => `banner-${id}`;

/**
 * The detail of a CMS promotion banner, or null when it has no full text (`description.details`,
 * sanitised by getCmsConfig): its "Learn more" opens it; its button is the call to action.
 */
export function cmsPromotion(banner: CmsBanner): PromotionDetail | null {
  const details = html(banner.description.details);
  if (!details) return null;
  const { button, image } = banner.description;
  return { key: banner.id, title: banner.title, image, html: details, action: button ? { title: button.title, link: button.link } : undefined };
}

/**
 * The detail of a platform campaign banner (banners/get), or null without a title or a full text
 * (`description.details`, HTML the operator wrote: sanitised here). Its call to action is the
 * card's own link.
 */
export function platformPromotion(banner: PlatformBanner): PromotionDetail | null {
  const raw = html(banner.description.details);
  const { title, image, link, linkTitle } = describeBanner(banner);
  const details = raw ? html(sanitizeCmsHtml(raw)) : undefined;
  if (!title || !details) return null;
  return { key: platformPromotionKey(banner.id), title, image, html: details, action: link && linkTitle ? { title: linkTitle, link } : undefined };
}

/** The promotion a /promotions?promotion={key} URL names, among the page's CMS and platform banners; null for none. */
export function findPromotion(key: string | undefined, cms: readonly CmsBanner[], platform: readonly PlatformBanner[]): PromotionDetail | null {
  if (!key) return null;
  const fromCms = cms.find((b) => b.id === key);
  if (fromCms) return cmsPromotion(fromCms);
  const fromPlatform = platform.find((b) => platformPromotionKey(b.id) === key);
  return fromPlatform ? platformPromotion(fromPlatform) : null;
}
