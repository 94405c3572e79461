// Read on the server only: the env is not in the browser bundle.
import { env } from '@/lib/config';
import type { ProfileSection } from '@/lib/routing';
import { PROFILE_SECTIONS } from './components/profile-nav';

/** The operator's switch for identity verification (SPEC §3 config flag; IDENTITY_VERIFICATION_ENABLED). */
export const identityVerificationEnabled = (): boolean => env().IDENTITY_VERIFICATION_ENABLED;

/** The profile sections offered: verification only while the operator has it on. */
export function offeredSections(verification = identityVerificationEnabled()): readonly ProfileSection[] {
  return verification ? PROFILE_SECTIONS : PROFILE_SECTIONS.filter((s) => s !== 'verification');
}
