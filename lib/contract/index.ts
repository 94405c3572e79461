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
export { cashback, bonus, freespinPack, offer, OFFER_FIELDS, type Offer } from './promotions';
export { CHAT_PROVIDERS, supportSettings, type SupportSettings } from './support';
export { contact, depositLimit, phoneCountry, profile, profileField } from './account';
export { completeRegistrationParams } from './social';
export { registerParams, registerResult, restoreParams, restoreResult, signedInResult, twoFactorPending } from './auth';
export { depositParams, paymentMethod, type DepositParams } from './cashier';
export { reward, wheel, wheelCampaign, spinResults, REWARD_TYPES } from './wheel';
export { characters, loyaltyInfo, loyaltyNotification } from './loyalty';
export { fieldErrorsOf, type FieldErrors } from './field-errors';
