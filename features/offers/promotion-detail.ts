import { paths } from '@/lib/routing';

/** Store id of the SPEC §2 "promotion detail" dialog. */
export const PROMOTION_DIALOG_ID = 'promotion';

/** Query key of /promotions naming the promotion whose detail the server renders (the dialog's URL, without JavaScript). */
export const PROMOTION_QUERY = 'promotion';

/**
 * What the promotion detail shows, built on the server (features/offers/promotions.ts): `html` is
 * the full description and terms, already sanitised; `action` is the card's own call to action
 * (an internal, unprefixed path or an http(s) URL).
 */
export type PromotionDetail = {
  /** Unique on /promotions: a CMS banner's id, or `banner-{id}` for a platform banner. */
  key: string;
  title: string;
  image?: string;
  html: string;
  action?: { title: string; link: string };
};

/** The URL of a promotion's detail: /promotions?promotion={key} (unprefixed; localise it). */
export const promotionHref = (key: string) => `${paths.promotions()}?${new URLSearchParams({ [PROMOTION_QUERY]: key })}`;
