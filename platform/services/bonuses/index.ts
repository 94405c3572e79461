// The bonus engine: bonuses with their terms, wagering through the round hooks, conversion through
// the ledger; offers and promo codes that grant them; free-spin packs; cashback.
export { awardBonus, awardFreeSpins, activateBonus, deactivateBonus, removeBonus, burnForWithdrawal, expireDue, endBonus, runningBonuses, wagerRequirement, brokenCap, engineSettings, balanceKindOf, type AwardInput, type BonusRow, type FreeSpinsInput } from './engine';
export { bonusRoundHooks, contributionOf, splitStake, stakeFundable, fundSportBet, wagerSportBet, qualifies, BONUS_PROGRESS } from './wagering';
export { bonusView, progressOf } from './views';
export { BONUS_ENGINE_DEFAULTS, bonusEngineSettings, type BonusEngineSettings } from './config';
export { announceAfterDeposit, OFFER_AVAILABLE, OFFER_DEACTIVATED, listOffers, findOffer, liveOffer, grantOffer, grantDepositOffer, checkDepositOffer, offersUnlockedBy, openOffersNamed, promotionsOf, refusalOf, standingOf, OFFERS_PAGE, type OfferRow } from './offers';
export { checkPromoCode, activatePromoCode, type PromoCheck, type PromoRefusal } from './promo-codes';
export { findCashbacks, payoutCashback, removeCashback, computeCashbacks, computeLastWeek, lastWeek, type CashbackQuery } from './cashbacks';
export { listFreespins } from './freespins';
