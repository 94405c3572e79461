import { defineMethods } from '../../methods/define';
import { launchGame, launchRequestOf } from './launch';

export const providerMethods = defineMethods('games', {
  // POST games/launch – a studio's title: a provider session token and the studio's launch URL (real needs a player; demo moves no money)
  'games/launch': ({ db, env, params, user, locale, request }) => launchGame(db, env, { sysname: params.sysname, mode: params.mode, user, locale, ...launchRequestOf(request, env) }),
});
