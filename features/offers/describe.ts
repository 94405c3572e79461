import type { MethodResult, Offer } from '@/lib/contract';
import { hasDangerousProtocol } from '@/lib/routing';

export type PlatformBanner = MethodResult<'banners/get'>[number];

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const humanize = (sysname: string) => sysname.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** Operator copy of an offer: title, summary, image (its description is free-form). */
export function describeOffer(offer: Pick<Offer, 'sysname' | 'description'>) {
  const d = offer.description ?? {};
  return {
    title: text(d.title) ?? text(d.name) ?? humanize(offer.sysname),
    summary: text(d.summary) ?? text(d.short) ?? text(d.text),
    // The long text only when it is not already the summary.
    body: text(d.rules) ?? (text(d.summary) || text(d.short) ? text(d.text) : undefined),
    image: text(d.image),
  };
}

/** Operator copy of a platform banner: title, text, image and an optional internal link. */
export function describeBanner(banner: PlatformBanner) {
  const d = banner.description;
  const button = (d.button ?? {}) as Record<string, unknown>;
  return {
    title: text(d.title) ?? text(d.name),
    text: text(d.text) ?? text(d.subtitle),
    image: text(d.image) ?? text(d.image_desktop),
    link: safeLink(text(d.link) ?? text(button.link) ?? text(d.button_slug)),
    linkTitle: text(button.title) ?? text(d.button_title),
  };
}

/** Operator links are followed only when they cannot run script (SPEC §2: dangerous protocols are refused). */
function safeLink(link: string | undefined) {
  return link && !hasDangerousProtocol(link) ? link : undefined;
}
