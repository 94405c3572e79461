import type { SeoSettings } from '../cms/types';
import { fillTemplate } from './title';

export type SeoKind = keyof SeoSettings['templates'];

/** The SEO settings for a host: an exact host match, else the entry without a host, else the first. */
export function seoSettingsFor(list: readonly SeoSettings[] | undefined, host: string): SeoSettings | undefined {
  if (!list?.length) return undefined;
  const wanted = host.toLowerCase();
  return (
    list.find((s) => s.host?.toLowerCase() === wanted) ??
    list.find((s) => s.host && wanted.endsWith(`.${s.host.toLowerCase()}`)) ??
    list.find((s) => !s.host) ??
    list[0]
  );
}

export type Copy = { title: string; description?: string };

/**
 * Title and description for a templated page kind (offers, jackpots, game, tournaments,
 * tournament gamehall, cashier deposit): the CMS template filled with `values`, else `fallback`.
 */
export function templatedCopy(
  seo: SeoSettings | undefined,
  kind: SeoKind,
  values: Record<string, string | number | null | undefined>,
  fallback: Copy,
): Copy {
  const template = seo?.templates?.[kind];
  const title = template?.title ? fillTemplate(template.title, values) : '';
  const description = template?.description ? fillTemplate(template.description, values) : '';
  return { title: title || fallback.title, description: description || fallback.description };
}
