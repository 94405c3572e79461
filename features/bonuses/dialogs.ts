/** Dialog ids of the bonus engine (SPEC §2 dialogs). */
export const BONUS_CONFIRM_DIALOG_ID = 'bonus-confirm';
export const BURN_BONUSES_DIALOG_ID = 'burn-bonuses';
export const PROMO_ACTIVATED_DIALOG_ID = 'promo-code-activated';
export const BETTING_BONUS_ACTIVATED_DIALOG_ID = 'betting-bonus-activated';

/** The pushed event carrying wagering progress (platform: services/bonuses/wagering.ts). */
export const BONUS_PROGRESS_EVENT = 'bonus.progress';

/** Session key of a promo code activated at sign-up whose popup waits for a page other than the deposit page. */
export const PROMO_ACTIVATED_KEY = 'promo_code_activated';
