import { describe, expect, expectTypeOf, it } from 'vitest';
import { verbs } from './verbs';
import { fieldErrorsOf, methodNames, methods, resolveMethod, verbOf, type MethodArgs, type MethodParams, type MethodResult } from '.';

/** SPEC §7, method by method, with its verb (and completeRegistration, socialRegistration's call). */
const SPEC_METHODS: Record<string, 'GET' | 'POST'> = {
  ...Object.fromEntries(
    ['addcontact', 'changefakename', 'changelocale', 'changepassword', 'changeSubscription', 'changeTwoFactorAuth', 'confirmContact', 'confirmTwoFactorAuth', 'sendconfirmationtocontact', 'setUserOnVerification', 'setCurrency', 'unsubscribe', 'saveProfileInfo', 'login', 'logout', 'register', 'restore', 'completeRegistration', 'cancelwithdrawal', 'makedeposit', 'makewithdrawal', 'setDepositLimit', 'campaigns/activateOffer', 'campaigns/checkPromocode', 'campaigns/takepromotions', 'BettingBonuses/activate', 'BettingBonuses/remove', 'bonuses/activate', 'bonuses/deactivate', 'bonuses/remove', 'cashbacks/payout', 'cashbacks/remove', 'tournaments/participate', 'storage/set', 'games/addLike', 'games/removeLike', 'games/createhistoryexportrequest', 'wheel/buySpin', 'wheel/spinWheel', 'loyalty/buyproduct', 'loyalty/setcharacter', 'support/sendFeedback', 'support/demoChatSend', 'sumsub/createApplicant', 'sumsub/getAccessToken', 'FreshChat/storeChatEvent'].map((m) => [m, 'POST' as const]),
  ),
  ...Object.fromEntries(
    ['getContactPhoneSettings', 'getcurrencyrates', 'getDepositLimit', 'getInfo', 'getToken', 'getBalance', 'getPersonalDataFields', 'getprofileinfo', 'banners/get', 'campaigns/getoffers', 'campaigns/getOffer', 'BettingBonuses/get', 'bonuses/get', 'cashbacks/get', 'freespins/get', 'popups/get', 'metadata/get', 'metadata/getgeneralinfo', 'Jackpots/get', 'Jackpots/getWinners', 'leaderboard/get', 'leaderboard/live', 'leaderboard/top', 'tournaments/get', 'events/handle', 'storage/get', 'storage/getKeys', 'getbanks', 'getdepositinfo', 'getdepositsettings', 'gethistory', 'getwithdrawsettings', 'games/get', 'games/getLikes', 'games/getCategories', 'games/getProviders', 'games/getSportBets', 'games/getHistory', 'games/gethistoryexportrequest', 'wheel/campaignsGet', 'wheel/campaignsInfo', 'wheel/wheelInfoGet', 'wheel/wheelRewardsGet', 'wheel/wheelSpinResults', 'wheel/campaignsQuestsGet', 'wheel/campaignsQuestsInfo', 'loyalty/getcharacters', 'loyalty/getinfo', 'loyalty/getnotifications', 'loyalty/getproducts', 'loyalty/getPrograms', 'loyalty/getProgram', 'support/getsettings', 'support/demoChatHistory'].map((m) => [m, 'GET' as const]),
  ),
  // player protection, profile and verification methods beyond §7 (docs/decisions/0018)
  ...Object.fromEntries(
    ['protection/setLimit', 'protection/exclude', 'protection/setRealityCheck', 'protection/acknowledgeRealityCheck', 'protection/answerLimitPrompt', 'signOutOtherSessions', 'setNotificationSettings', 'verification/submitDocument'].map((m) => [m, 'POST' as const]),
  ),
  // third-party studios' titles: the launch of docs/providers.md §1 (docs/decisions/0047)
  'games/launch': 'POST',
  'games/getProviderRounds': 'GET',
  // loyalty quests: the spec names a dialog but no method (docs/decisions/0042)
  'loyalty/getquests': 'GET',
  ...Object.fromEntries(['protection/getRules', 'protection/getStatus', 'protection/getSession', 'getNotificationSettings', 'verification/getStatus'].map((m) => [m, 'GET' as const])),
};

describe('methods registry', () => {
  it('describes every §7 method, and only those, with its verb', () => {
    expect([...methodNames].sort()).toEqual(Object.keys(SPEC_METHODS).sort());
    for (const name of methodNames) expect(verbOf(name), name).toBe(SPEC_METHODS[name]);
  });

  it('has a schema-free verb map (the browser client\'s) that agrees with the registry', () => {
    expect(Object.keys(verbs).sort()).toEqual([...methodNames].sort());
    for (const name of methodNames) expect(verbs[name], name).toBe(verbOf(name));
  });

  it('resolves a path case-insensitively to its canonical name', () => {
    expect(resolveMethod('GETINFO')).toBe('getInfo');
    expect(resolveMethod('jackpots/GET')).toBe('Jackpots/get');
    expect(resolveMethod('games/nope')).toBeUndefined();
  });

  it('types params, handler args and results from the schemas', () => {
    expectTypeOf<MethodParams<'games/get'>['count']>().toEqualTypeOf<string | number | undefined>();
    expectTypeOf<MethodArgs<'games/get'>['count']>().toEqualTypeOf<number>();
    expectTypeOf<MethodResult<'getToken'>>().toEqualTypeOf<{ token: string }>();
    expectTypeOf<MethodResult<'getInfo'>['uid']>().toEqualTypeOf<number>();
  });
});

describe('params coercion (text from query strings and multipart bodies)', () => {
  const games = methods['games/get'].params;

  it('reads numbers, lists and JSON options from text and fills defaults', () => {
    const parsed = games.parse({ count: '5', offset: '', types: 'slot, live', providers: ['a', 'b'], options: '{"has_demo":true}' });
    expect(parsed).toMatchObject({ count: 5, offset: 0, sort: 'priority', order: 'asc', types: ['slot', 'live'], providers: ['a', 'b'], options: { has_demo: true } });
  });

  it('rejects text that is not what the field wants, with a code per field', () => {
    const result = games.safeParse({ count: 'ten', types: 'slot,poker', options: '{nope' });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({ count: ['not_integer'], types: ['invalid_value'], options: ['invalid_json'] });
  });

  it('reports an absent or empty required field as required', () => {
    const schema = methods.confirmContact.params;
    const raw = { contact: '', code: undefined };
    expect(fieldErrorsOf(schema.safeParse(raw).error!, raw)).toEqual({ contact: ['required'], code: ['required'] });
    const ids = { campaign_id: '' };
    expect(fieldErrorsOf(methods['wheel/wheelInfoGet'].params.safeParse(ids).error!, ids)).toEqual({ campaign_id: ['required'] });
  });

  it('enforces bounds and required fields', () => {
    expect(games.safeParse({ count: '1000' }).success).toBe(false);
    expect(methods['wheel/wheelInfoGet'].params.safeParse({}).success).toBe(false);
    expect(methods['wheel/wheelInfoGet'].params.parse({ campaign_id: '7' })).toEqual({ campaign_id: 7 });
    expect(methods['banners/get'].params.parse({})).toEqual({ offset: 0, count: 10 });
  });

  it('reads flags as 1/0, true/false', () => {
    const schema = methods.changeSubscription.params;
    expect(schema.parse({ contact: 'a@b.c', subscription: '1' }).subscription).toBe(true);
    expect(schema.parse({ contact: 'a@b.c', subscription: 0 }).subscription).toBe(false);
    expect(schema.safeParse({ contact: 'a@b.c', subscription: 'maybe' }).success).toBe(false);
  });

  it('defaults a deposit to no campaign offer and reads requisites JSON', () => {
    const parsed = methods.makedeposit.params.parse({ method: 'card', amount: '10.50', requisites: '{"card":"new"}' });
    expect(parsed).toEqual({ method: 'card', amount: '10.50', campaign_offer_id: -1, requisites: { card: 'new' } }); // amount kept as typed: the platform applies the §5 sum rule
  });
});
