// Accounts: session, sign-in (with two-factor), registration, restore, sign-out; the auth popup and the standalone forms.

// Layout pieces (client leaves)
export { AuthDialogs } from './register-dialogs';
export { LazyAuthPage as AuthPage } from './components/auth-page-lazy';
export { LazySignOutButton as SignOutButton } from './components/sign-out-lazy';
export { AUTH_MESSAGE_NAMESPACES } from './messages';
export { InactivityGuard } from './components/inactivity-lazy';

// Data
export {
  authKeys,
  personalFieldsQuery,
  phoneSettingsQuery,
  promoCheckQuery,
  useLogin,
  useLogout,
  usePromoCheck,
  useRegister,
  useRestore,
} from './api';
export { useAuthStore, type TwoFactorPending } from './store';
// The phone input (country code and masked number) of registration, shared with the profile's contacts
export { PhoneField, PHONE_COUNTRY_FIELD } from './components/phone-field';
// §3 currency conditions and option lists, shared with the profile's settings form (a country change there follows the same rules)
export { currencyAfterCountryChange, optionsOf, type CurrencyConditions, type Option } from './country-change';
export { AUTH_CONFIG, BETTING_PREFERENCE_STORAGE_KEY, PROMO_CODE_STORAGE_KEY, SEEN_CASHBACK_STORAGE_KEY, readRedirectUrl, type AuthConfig } from './config';
// Popups queued after sign-up / sign-in (confirm e-mail, unseen cashback)
export { CONFIRM_EMAIL_DIALOG_ID, UNSEEN_CASHBACK_DIALOG_ID } from './after-auth';
export { frameOrigins, postToParent, type FrameMessage } from './frame';

// Social sign-in (/oauth/init popup), socialRegistration, Telegram mini-app entry, framed-form cookie access
export { SocialButtons } from './social/social-buttons';
export { SOCIAL_REGISTRATION_DIALOG_ID, SOCIALS_LIST, oauthInitUrl, type SocialItem } from './social/socials';
export { useCompleteRegistration } from './social/api';
