import type { UserAccount } from '@/lib/contract';
import type { Db } from '../db/client';
import type { UserRow } from './sessions';
import { readBalances, zeroBalances } from './wallets';

/** getInfo for a visitor who is not signed in: uid 0 and every field present. */
export function anonymousAccount(locale: string, currency: string): UserAccount {
  return {
    uid: 0,
    reg_time: null,
    login: '',
    fakename: '',
    is_subscribed: false,
    ...zeroBalances(currency),
    is_on_verification: false,
    is_verified: false,
    is_kyc_block_enabled: false,
    is_registration_completed: false,
    country_code: null,
    locale,
    two_factor_auth: false,
  };
}

/** getInfo for a signed-in user, balances in their currency. */
export async function userAccount(db: Db, user: UserRow): Promise<UserAccount> {
  return {
    uid: user.uid,
    reg_time: user.regTime.toISOString(),
    login: user.login,
    fakename: user.fakename,
    is_subscribed: user.isSubscribed,
    ...(await readBalances(db, user.uid, user.currency)),
    is_on_verification: user.isOnVerification,
    is_verified: user.isVerified,
    is_kyc_block_enabled: user.isKycBlockEnabled,
    is_registration_completed: user.isRegistrationCompleted,
    country_code: user.countryCode,
    locale: user.locale,
    two_factor_auth: user.twoFactorAuth,
  };
}
