import pino, { type Logger } from 'pino';
import type { Env } from '@/lib/config';

export type { Logger };

/** Structured JSON logs on stdout; `LOG_LEVEL` picks the level. */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>, name = 'casino'): Logger {
  return pino({ name, level: env.LOG_LEVEL, timestamp: pino.stdTimeFunctions.isoTime });
}
