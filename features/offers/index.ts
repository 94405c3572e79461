// Offers and promotions: campaigns/getoffers, getOffer and banners/get, with server-rendered cards.
export { offersKeys, offersQuery, offerQuery, promotionBannersQuery, BANNERS_COUNT } from './api';
export { describeOffer, describeBanner, type PlatformBanner } from './describe';
export { OfferCard } from './components/offer-card';
export { OfferList } from './components/offer-list';
export { OfferDetails } from './components/offer-details';
export { OfferAction } from './components/offer-action';
/** Messages the promo-code offer's form reads besides the Bonuses ones: the §8 promo-code errors. */
export const PROMO_CODE_FORM_NAMESPACES = ['common'] as const;
export { useAvailableOffers, availableFirst } from './available-offers';
export { PromotionList } from './components/promotion-list';
export { CampaignPopupsWatcher } from './components/campaign-popups-lazy';
export { OffersBadgeSlot } from './components/offers-badge-slot';
export { CAMPAIGN_DIALOG_ID, pickCampaignPopup } from './campaign-popups';
// SPEC §2 promotion detail: each promotion card's "Learn more" opens it (PromotionDetailLink);
// /promotions?promotion={key} renders it on the server (PromotionDetailPanel, findPromotion).
export { PROMOTION_DIALOG_ID, PROMOTION_QUERY, promotionHref, type PromotionDetail } from './promotion-detail';
export { cmsPromotion, findPromotion, platformPromotion } from './promotions';
export { PromotionDetailLink } from './components/promotion-detail-link';
export { PromotionLearnMore } from './components/promotion-learn-more';
export { PromotionDetailPanel } from './components/promotion-detail-panel';
