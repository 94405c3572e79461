import type { SeoSettings } from '../cms/types';

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
