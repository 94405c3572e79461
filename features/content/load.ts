import { getCmsConfig, getContentPage, type CmsBanner, type ContentPage } from '@/lib/cms';

/** The CMS content page for a slug in a locale, or null (the page then 404s). */
export async function loadContentPage(locale: string, slug: string): Promise<ContentPage | null> {
  return getContentPage(locale, slug);
}

/** Banners that show at a position (SPEC §3 Banner) and have not finished yet. */
export function activeBanners(banners: readonly CmsBanner[], position: string, now = new Date()): CmsBanner[] {
  return banners.filter((b) => {
    const at = b.description.position ?? HOME_BANNER_POSITION;
    const finished = b.finished_at ? new Date(b.finished_at) <= now : false;
    return at === position && !finished;
  });
}

/** Where the home hero's banners go (a banner without a position goes there too). */
export const HOME_BANNER_POSITION = 'home-top';
export const PROMOTIONS_BANNER_POSITION = 'promotions';

/** The CMS banners of a position for a locale; [] when the CMS cannot be read. */
export async function loadCmsBanners(locale: string, position: string): Promise<CmsBanner[]> {
  try {
    return activeBanners((await getCmsConfig(locale)).banners, position);
  } catch (error) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'cms banners unavailable', locale, err: String(error) }));
    return [];
  }
}
