import { createHmac, randomBytes } from 'node:crypto';

/** Until the platform names the installation's key: a key of this process (a key in the source would let anyone map names back to uids). */
let key = randomBytes(32).toString('hex');

/**
 * The key of the pseudonyms public boards show, set once at start by the platform: PSEUDONYM_SECRET
 * when set (lib/config/env.ts), else the installation's own key kept in the database
 * (platform/kernel/installation-keys.ts). Either way every process and every restart agree.
 */
export function setPseudonymKey(secret: string): void {
  key = secret;
}

/**
 * How a player appears on public boards (tournament standings, wheel and jackpot winners): their
 * fake name when set, else `Player ` and six characters of an HMAC of the uid under a server
 * secret, the same on every board and stable over time, but not the uid nor derivable from it
 * without the secret.
 */
export function displayName(uid: number, fakename: string | null | undefined): string {
  if (fakename && fakename.trim() !== '') return fakename;
  return `Player ${createHmac('sha256', key).update(`player:${uid}`).digest('hex').slice(0, 6).toUpperCase()}`;
}
