import { createRepeatFilter } from '../services/beacons';
import { userEvents } from '../db/schema';
import { listJackpots, listJackpotWinners } from '../services/jackpots-read';
import { listBanners, listPopups, listWins } from '../services/showcase';
import { resendSeconds } from '../services/codes';
import { configuredServices } from '../services/oauth';
import { minAge } from '../services/protection';
import { readSetting } from '../services/settings';
import { defineMethods } from './define';

/** One repeat filter per platform (keyed by its database), as GET /hit keeps one per app: two platforms in one process do not share what they stored. */
const eventRepeats = new WeakMap<object, ReturnType<typeof createRepeatFilter>>();
const repeatsOf = (db: object) => {
  let filter = eventRepeats.get(db);
  if (!filter) eventRepeats.set(db, (filter = createRepeatFilter()));
  return filter;
};

export const contentMethods = defineMethods('content', {
  // GET banners/get – live banners by priority, paged (count defaults to 10)
  'banners/get': ({ db, params, locale }) => listBanners(db, { ...params, locale }),

  // GET popups/get – active campaign popups (texts in the request's locale); one tied to an offer only while that offer is open to the visitor
  'popups/get': ({ db, user, locale }) => listPopups(db, user, locale),

  // GET metadata/get – site metadata the operator configured
  'metadata/get': ({ db }) => readSetting(db, 'metadata'),

  // GET metadata/getgeneralinfo – §3 general info (currencies, locales, timeouts, flags), the social sign-in services configured here,
  // the youngest a player may be (the forms check a birth date against it) and the code resend time
  'metadata/getgeneralinfo': async ({ db, env }) => ({
    ...(await readSetting(db, 'general_info')),
    social_services: configuredServices(env),
    min_age: minAge(env),
    resend_time: resendSeconds(),
  }),

  // GET Jackpots/get – jackpots with their current amounts, games tag and description (in the request's locale)
  'Jackpots/get': ({ db, locale }) => listJackpots(db, locale),

  // GET Jackpots/getWinners – jackpot payouts, newest first, of every jackpot or of jackpot_id
  'Jackpots/getWinners': ({ db, params }) => listJackpotWinners(db, { jackpotId: params.jackpot_id, count: params.count }),

  // GET leaderboard/get – the biggest wins ever
  'leaderboard/get': ({ db, params }) => listWins(db, 'biggest', params.count),

  // GET leaderboard/live – the latest wins
  'leaderboard/live': ({ db, params }) => listWins(db, 'latest', params.count),

  // GET leaderboard/top – the biggest wins of the last 30 days
  'leaderboard/top': ({ db, params }) => listWins(db, 'biggest-recent', params.count),

  // GET events/handle – records a client event (campaign triggers, analytics) for the user or visitor;
  // BEACONS_PER_MINUTE per IP, the same event again within a minute stored once
  'events/handle': async ({ db, user, params, limits, request }) => {
    const eventParams = params.event_params ?? {};
    if (!repeatsOf(db).fresh(user?.uid ?? request.ip, params.event_name, eventParams)) return 1;
    await limits.hit('beacon', request.ip);
    await db.insert(userEvents).values({ userId: user?.uid ?? null, name: params.event_name, params: eventParams });
    return 1;
  },
});
