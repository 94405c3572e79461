// Content: CMS content pages (/{slug}) and CMS banners (home hero).
export { activeBanners, HOME_BANNER_POSITION, loadCmsBanners, loadContentPage, PROMOTIONS_BANNER_POSITION } from './load';
export { ContentArticle } from './components/content-article';
export { HeroBanners } from './components/hero-banners';
