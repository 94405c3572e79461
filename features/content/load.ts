import { getCmsConfig, getContentPage, type CmsBanner, type ContentPage } from '@/lib/cms';

/** The CMS content page for a slug in a locale, or null (the page then 404s). */
export async function loadContentPage(locale: string, slug: string): Promise<ContentPage | null> {
  return getContentPage(locale, slug);
}

/** Banners that show at a position (SPEC §3 Banner) and have not finished yet. */
export function activeBanners(banners: readonly CmsBanner[], position: string, now = new Date()): CmsBanner[] {
  return banners.filter((b) => {
    const at = b.description.position ?? 'home';
    const finished = b.finished_at ? new Date(b.finished_at) <= now : false;
    return at === position && !finished;
  });
}

/** The home hero banners of the CMS for a locale; [] when the CMS cannot be read. */
export async function loadHomeBanners(locale: string): Promise<CmsBanner[]> {
  try {
    return activeBanners((await getCmsConfig(locale)).banners, 'home');
  } catch (error) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'cms banners unavailable', locale, err: String(error) }));
    return [];
  }
}
