import { describe, expect, it } from 'vitest';
import { fatalDigest, fatalOutcomeFromDigest } from './fatal-digest';

describe('fatal digest', () => {
  it('round-trips an outcome', () => {
    const outcome = { page: 'maintenance', status: 503 } as const;
    expect(fatalOutcomeFromDigest(fatalDigest(outcome))).toEqual(outcome);
  });
  it('ignores ordinary digests', () => {
    expect(fatalOutcomeFromDigest('2963384726')).toBeNull();
    expect(fatalOutcomeFromDigest('NEXT_HTTP_ERROR_FALLBACK;404')).toBeNull();
    expect(fatalOutcomeFromDigest(undefined)).toBeNull();
  });
});
