// Bonuses (SPEC §2, §4, §7): casino and betting bonuses with live wagering progress, cashback,
// free spins, and the bonus dialogs (bonus remove / activate, burn bonuses, promo code and betting
// bonus activated). The engine behind them is platform/services/bonuses.
export { bonusKeys, casinoBonusesQuery, bettingBonusesQuery, freespinsQuery, cashbacksQuery, useBonusAction, useCashbackAction, useTakeOffer, useActivatePromoCode, type BonusAction } from './api';
export { BONUS_CONFIRM_DIALOG_ID, BURN_BONUSES_DIALOG_ID, PROMO_ACTIVATED_DIALOG_ID, BETTING_BONUS_ACTIVATED_DIALOG_ID, BONUS_PROGRESS_EVENT } from './dialogs';
export { rememberPromoActivated } from './promo-activated';
export { errorKey } from './errors';
export { LazyBonusesPanel, LazyCashbackPanel } from './components/lazy-panels';
export { ProgressBar } from './components/progress-bar';
export { BonusDialogsLazy as BonusDialogs, WageringProgressLazy as WageringProgress } from './components/lazy';

/** Message namespaces the bonus islands read on the client (the layout sends them to players; the offer page adds them). */
export const BONUS_MESSAGE_NAMESPACES = ['Bonuses'] as const;
