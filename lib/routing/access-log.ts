import type { IncomingMessage, ServerResponse } from 'node:http';

export type AccessLine = {
  method: string;
  path: string;
  status: number;
  ms: number;
  ip: string;
  /** The connection closed before the answer was complete. */
  aborted?: true;
  /** Refusals like this one (same address, same status) left out of the log since the last line. */
  repeated?: number;
};

export type AccessLogOptions = {
  /** A refusal (4xx) from one address with one status is logged once per window; the rest are counted. */
  windowMs?: number;
  now?: () => number;
};

/** Addresses whose refusals are being counted, at most; past it the count starts over. */
const MAX_TRACKED = 10_000;

/**
 * One log line per request, written when its answer is done (or the connection gone): method,
 * path (never the query: codes and tokens travel there), status, time, client address. Refusals
 * repeated by one address (a flood of 429s, 413s, 404s) are sampled: the first of a window is
 * written, the others counted into the next line's `repeated`.
 */
export function createAccessLog(write: (line: AccessLine) => void, options: AccessLogOptions = {}) {
  const windowMs = options.windowMs ?? 10_000;
  const now = options.now ?? Date.now;
  const refusals = new Map<string, { at: number; skipped: number }>();

  return (req: IncomingMessage, res: ServerResponse, ip: string): void => {
    const started = now();
    res.once('close', () => {
      const url = req.url ?? '/';
      const end = url.search(/[?#]/);
      const line: AccessLine = { method: req.method ?? '-', path: end === -1 ? url : url.slice(0, end), status: res.statusCode, ms: now() - started, ip };
      if (!res.writableFinished) line.aborted = true;
      if (line.status >= 400 && line.status < 500) {
        const key = `${ip} ${line.status}`;
        const seen = refusals.get(key);
        if (seen && line.ms + started - seen.at < windowMs) {
          seen.skipped += 1;
          return;
        }
        if (refusals.size >= MAX_TRACKED) refusals.clear();
        refusals.set(key, { at: started + line.ms, skipped: 0 });
        if (seen?.skipped) line.repeated = seen.skipped;
      }
      write(line);
    });
  };
}
