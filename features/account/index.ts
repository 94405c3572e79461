// Account: the one owner of the visitor's account (getInfo): its query key, the hook, the signed-in test and the invalidation.
export {
  accountKeys,
  accountQuery,
  invalidateAccount,
  isSignedIn,
  readAccount,
  resetAccount,
  useAccount,
  useInvalidateAccount,
  type Account,
} from './api';
export { AccountSeed } from './account-seed';
export { AccountLogin, ShellAccountCheck, useAccountUid } from './player-shell';
