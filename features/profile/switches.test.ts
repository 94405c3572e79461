import { describe, expect, it } from 'vitest';
import { PROFILE_SECTIONS } from './components/profile-nav';
import { offeredSections } from './switches';

describe('identity verification switch (IDENTITY_VERIFICATION_ENABLED)', () => {
  it('offers the verification section only while the operator has it on', () => {
    expect(offeredSections(true)).toEqual(PROFILE_SECTIONS);
    expect(offeredSections(true)).toContain('verification');
    expect(offeredSections(false)).not.toContain('verification');
    expect(offeredSections(false)).toHaveLength(PROFILE_SECTIONS.length - 1);
  });
});
