// Content: CMS content pages (/{slug}) and CMS banners (home hero).
export { activeBanners, loadContentPage, loadHomeBanners } from './load';
export { ContentArticle } from './components/content-article';
export { HeroBanners } from './components/hero-banners';
