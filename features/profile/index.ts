// Profile: personal data by country, contacts, security, notification settings and identity verification; read-only views beside them.
export {
  notificationSettingsQuery,
  phoneCountriesQuery,
  profileFieldsQuery,
  profileKeys,
  profileInfoQuery,
  verificationStatusQuery,
} from './api';
export { returnPathOf } from './return-path';
export { identityVerificationEnabled, offeredSections } from './switches';
export { ProfileNav, PROFILE_SECTIONS } from './components/profile-nav';
export { FactList } from './components/fact-list';
export { RecordList } from './components/record-list';
export { ProfileFrame } from './components/profile-frame';
export { ProfileMessages } from './components/profile-messages';
export { ProfileSection } from './components/profile-section';
export { LazyPersonalDataForm as PersonalDataForm } from './components/lazy-forms';
export { LazyAccountPreferences as AccountPreferences } from './components/lazy-forms';
export { LazyContactsPanel as ContactsPanel } from './components/lazy-forms';
export { LazyPasswordForm as PasswordForm } from './components/lazy-forms';
export { LazyTwoFactorPanel as TwoFactorPanel } from './components/lazy-forms';
export { SignOutOthers } from './components/sign-out-others';
export { LazyNotificationSettingsForm as NotificationSettingsForm } from './components/lazy-forms';
export { VerificationPanel } from './components/verification/verification-panel';
export { UnsubscribeConfirm, type UnsubscribeLink } from './components/unsubscribe-confirm';
export { LazyConfirmContactHint as ConfirmContactHint } from './components/confirm-contact-hint-lazy';
export { CONFIRM_SENT_KEY } from './confirm-hint';
