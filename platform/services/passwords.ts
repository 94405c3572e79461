import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum the package declares ambiently: its value here). */
const ARGON2ID = 2 as Algorithm.Argon2id;

/**
 * argon2id with 64 MiB of memory, 3 passes, 1 lane: RFC 9106's second recommended setting with
 * one lane instead of four (the platform runs on 2-core machines and parallel logins already use
 * the cores). About 60 ms per hash on this machine kind: slow enough to make an offline guess
 * costly, quick enough for a login. Stored hashes carry their parameters, so raising them later
 * keeps old hashes verifiable (`needsRehash` upgrades them at the next login).
 */
export const ARGON2_PARAMS = { algorithm: ARGON2ID, memoryCost: 65_536, timeCost: 3, parallelism: 1 } as const satisfies Options;

const PARAMS_TAG = `m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}`;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_PARAMS);

/** A hash of a random password nobody knows, with today's parameters: what unknown logins are verified against. */
const DUMMY_HASH = '$argon2id$v=19$m=65536,t=3,p=1$flB+35BD2nxzgnVfM7IbdQ$Oha2INvjnfYGkg8c8Gpghw0lFvqDdb9tjItUwiZ/LhI';

/**
 * True when `password` matches `stored`. Without a stored hash (unknown user, Telegram-only
 * account) a dummy hash is verified anyway, so the answer takes as long as for a real user.
 */
export async function checkPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    await verify(DUMMY_HASH, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/** A hash made with weaker (older) parameters than today's. */
export const needsRehash = (stored: string): boolean => !stored.includes(`$${PARAMS_TAG}$`);
