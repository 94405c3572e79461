import { PlatformError } from '@/lib/errors';
import { requireUser } from '../http/context';
import { accessTokens } from '../services/access-tokens';
import { anonymousAccount, userAccount } from '../services/accounts';
import { readSetting } from '../services/settings';
import { readBalances } from '../services/wallets';
import { defineMethods } from './define';

export const accountMethods = defineMethods('account', {
  // GET getInfo – the visitor's account: uid 0 and zero balances when not signed in
  getInfo: async ({ db, user, locale }) => {
    if (user?.banned) throw new PlatformError('UserBannedException');
    if (user) return userAccount(db, user);
    const { default_currency } = await readSetting(db, 'general_info');
    return anonymousAccount(locale, default_currency);
  },

  // GET getToken – a short-lived token for the socket.io connection (signed-in only)
  getToken: async (ctx) => {
    const user = requireUser(ctx);
    return { token: await accessTokens.issue(ctx.db, user.uid) };
  },

  // GET getBalance – the four balances in the user's currency (signed-in only)
  getBalance: async (ctx) => {
    const user = requireUser(ctx);
    return readBalances(ctx.db, user.uid, user.currency);
  },

  // GET logout – ends the session and clears its cookie; fine when not signed in
  logout: async ({ signOut }) => {
    await signOut();
    return 1;
  },
});
