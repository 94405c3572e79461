import { requireUser } from '../../http/context';
import { defineMethods } from '../../methods/define';
import { providerRoundsOf } from './history';
import { launchGame, launchRequestOf } from './launch';

export const providerMethods = defineMethods('games', {
  // POST games/launch – a studio's title: a provider session token and the studio's launch URL (real needs a player; demo moves no money)
  // GET games/getProviderRounds – the player's rounds at studios with their bets, wins and rollbacks; status=open for "Continue playing" (signed-in only)
  'games/getProviderRounds': (ctx) => providerRoundsOf(ctx.db, requireUser(ctx).uid, { status: ctx.params.status, count: ctx.params.count }),
  'games/launch': ({ db, env, params, user, locale, request }) => launchGame(db, env, { sysname: params.sysname, mode: params.mode, user, locale, ...launchRequestOf(request, env) }),
});
