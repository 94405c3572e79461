import pino, { type Logger } from 'pino';
import type { Env } from '@/lib/config';
import { scrubLine } from './log-redaction';

export type { Logger };

/**
 * Structured JSON logs on stdout; `LOG_LEVEL` picks the level. Every line is scrubbed as it is
 * written (log-redaction.ts), after the serialisers ran: no password, hash, token, e-mail or SQL
 * parameter reaches the log, whichever object carried it.
 */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>, name = 'casino', destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = { name, level: env.LOG_LEVEL, timestamp: pino.stdTimeFunctions.isoTime, hooks: { streamWrite: scrubLine } };
  return destination ? pino(options, destination) : pino(options);
}
