// The API contract (SPEC §7): one params and one `data` schema per method, keyed by its path
// under /api. The single source of truth for lib/api, the platform and tests.
import type { z } from 'zod';
import { accountMethods } from './account';
import { authMethods } from './auth';
import { cashierMethods } from './cashier';
import { contentMethods } from './content';
import type { MethodDef, Verb } from './define';
import { gameMethods } from './games';
import { loyaltyMethods } from './loyalty';
import { promotionMethods } from './promotions';
import { protectionMethods } from './protection';
import { socialMethods } from './social';
import { supportMethods } from './support';
import { wheelMethods } from './wheel';

export const methods = {
  ...accountMethods,
  ...authMethods,
  ...socialMethods,
  ...cashierMethods,
  ...contentMethods,
  ...promotionMethods,
  ...supportMethods,
  ...gameMethods,
  ...wheelMethods,
  ...loyaltyMethods,
  ...protectionMethods,
} satisfies Record<string, MethodDef>;

export type Methods = typeof methods;
export type MethodName = keyof Methods;
/** What a caller passes (numbers, flags and lists may also be their text). */
export type MethodParams<M extends MethodName> = z.input<Methods[M]['params']>;
/** What a handler receives after validation (coerced, defaults filled). */
export type MethodArgs<M extends MethodName> = z.output<Methods[M]['params']>;
/** The unwrapped `data` of a successful answer. */
export type MethodResult<M extends MethodName> = z.output<Methods[M]['result']>;

export const methodNames = Object.keys(methods) as MethodName[];

const byLowerName = new Map<string, MethodName>(methodNames.map((name) => [name.toLowerCase(), name]));

/** Canonical name for a path as a client spelled it (`GAMES/GET` → `games/get`), case-insensitively. */
export function resolveMethod(path: string): MethodName | undefined {
  return byLowerName.get(path.toLowerCase());
}

export function verbOf(method: MethodName): Verb {
  return methods[method].verb;
}

export type { MethodDef, Verb } from './define';
export * from './entities';
export { banner, campaignPopup, generalInfo, jackpot, leaderboardEntry, tournament, TOURNAMENT_FIELDS, TOURNAMENT_STATUSES, type GeneralInfo, type Tournament } from './content';
export { category, game, gameOptions, gamesParams, GAME_SORTS, provider, type Category, type Game, type GamesParams, type Provider } from './games';
export { cashback, bonus, bonusProgress, freespinPack, offer, OFFER_FIELDS, BONUS_STATUSES, type Offer, type Bonus, type BonusProgress } from './promotions';
export { PROMOTION_TYPES, isPromotionType, type PromotionType } from './promotion-values';
export { CHAT_PROVIDERS, chatProviderConfig, demoChatMessage, FEEDBACK_LIMITS, feedbackParams, supportSettings, verificationStatus, type ChatProviderConfig, type ChatProviderName, type DemoChatMessage, type FeedbackParams, type SupportSettings, type VerificationStatusView } from './support';
export { contact, depositLimit, MARKETING_CHANNELS, MARKETING_CONSENTS, MARKETING_KINDS, MARKETING_PRODUCTS, marketingConsentKey, marketingConsentParams, NOTIFICATION_KINDS, notificationSettings, phoneCountry, profile, profileField } from './account';
export type { MarketingConsent } from './account';
export { completeRegistrationParams } from './social';
export { registerParams, registerResult, restoreParams, restoreResult, signedInResult, twoFactorPending } from './auth';
export { depositParams, paymentMethod, REGISTRATION_HINT_MS, type DepositParams } from './cashier';
export { reward, wheel, wheelCampaign, wheelQuest, wheelSpin, wheelFairness, spinResults, REWARD_TYPES, WHEEL_SCOPES, type Wheel, type WheelCampaign, type WheelQuest, type WheelReward, type WheelSpin } from './wheel';
export { character, characters, loyaltyInfo, loyaltyLevel, loyaltyNotification, loyaltyProduct, loyaltyProgram, loyaltyQuest, type LoyaltyInfo, type LoyaltyNotification, type LoyaltyProduct, type LoyaltyProgram, type LoyaltyQuest } from './loyalty';
export { fieldErrorsOf, type FieldErrors } from './field-errors';
export { hostileFields, INT4_MAX, INT4_MIN, parseParams, unsafeText, unsafeValue } from './safe-input';
export * from './protection';
