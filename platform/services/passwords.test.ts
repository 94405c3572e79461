import { describe, expect, it } from 'vitest';
import { ARGON2_PARAMS, checkPassword, hashPassword, needsRehash } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and today’s parameters, verifies only the right password', async () => {
    const stored = await hashPassword('Secret12');
    expect(stored).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}\\$`));
    expect(await checkPassword(stored, 'Secret12')).toBe(true);
    expect(await checkPassword(stored, 'secret12')).toBe(false);
    expect(needsRehash(stored)).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=8192,t=1,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
  });

  it('answers false without a stored hash (after verifying a dummy) and for a malformed hash', async () => {
    expect(await checkPassword(null, 'Secret12')).toBe(false);
    expect(await checkPassword('not a hash', 'Secret12')).toBe(false);
  });
});
