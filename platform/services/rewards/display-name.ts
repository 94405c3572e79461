import { createHmac, randomBytes } from 'node:crypto';

/** Without PSEUDONYM_SECRET: a key of this process (a key in the source would let anyone map names back to uids). */
const processKey = randomBytes(32).toString('hex');

/**
 * The key of the pseudonyms public boards show: `PSEUDONYM_SECRET` (lib/config/env.ts; the same in
 * every process keeps names stable across restarts and instances), else this process's own.
 */
const secret = () => process.env.PSEUDONYM_SECRET || processKey;

/**
 * How a player appears on public boards (tournament standings, wheel and jackpot winners): their
 * fake name when set, else `Player ` and six characters of an HMAC of the uid under a server
 * secret, the same on every board and stable over time, but not the uid nor derivable from it
 * without the secret.
 */
export function displayName(uid: number, fakename: string | null | undefined): string {
  if (fakename && fakename.trim() !== '') return fakename;
  return `Player ${createHmac('sha256', secret()).update(`player:${uid}`).digest('hex').slice(0, 6).toUpperCase()}`;
}
