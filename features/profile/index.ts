// Profile: account, profile info, bonuses, free spins and cashback queries, with read-only views.
export {
  profileKeys,
  accountQuery,
  profileInfoQuery,
  bonusesQuery,
  bettingBonusesQuery,
  freespinsQuery,
  cashbacksQuery,
} from './api';
export { ProfileNav, PROFILE_SECTIONS } from './components/profile-nav';
export { FactList } from './components/fact-list';
export { RecordList } from './components/record-list';
export { ProfileFrame } from './components/profile-frame';
