import { userEvents } from '../db/schema';
import { listJackpots, listJackpotWinners } from '../services/jackpots-read';
import { listBanners, listPopups, listWins } from '../services/showcase';
import { readSetting } from '../services/settings';
import { defineMethods } from './define';

export const contentMethods = defineMethods('content', {
  // GET banners/get – live banners by priority, paged (count defaults to 10)
  'banners/get': ({ db, params }) => listBanners(db, params),

  // GET popups/get – active campaign popups
  'popups/get': ({ db }) => listPopups(db),

  // GET metadata/get – site metadata the operator configured
  'metadata/get': ({ db }) => readSetting(db, 'metadata'),

  // GET metadata/getgeneralinfo – §3 general info (currencies, locales, timeouts, flags)
  'metadata/getgeneralinfo': ({ db }) => readSetting(db, 'general_info'),

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

  // GET support/getsettings – which chat provider the site loads, and its config
  'support/getsettings': ({ db }) => readSetting(db, 'support'),

  // GET events/handle – records a client event (campaign triggers, analytics) for the user or visitor
  'events/handle': async ({ db, user, params }) => {
    await db.insert(userEvents).values({ userId: user?.uid ?? null, name: params.event_name, params: params.event_params ?? {} });
    return 1;
  },
});
