import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: session ids and access tokens. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** What is stored instead of a token, so a database leak hands out no sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
