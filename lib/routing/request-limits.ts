import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export type ConnectionTimeouts = { keepAliveTimeoutMs: number; headersTimeoutMs: number; bodyTimeoutMs: number };

/**
 * Keep-alive longer than the load balancer's idle timeout (it reuses a connection for up to 60 s;
 * Node's 5 s default closed them under it: resets and 502s), a time limit on headers, and Node's
 * own limit on a whole request as a backstop behind the body timer of `limitBody`.
 */
export function applyConnectionTimeouts(server: Server, timeouts: ConnectionTimeouts): void {
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  server.headersTimeout = timeouts.headersTimeoutMs;
  server.requestTimeout = timeouts.headersTimeoutMs + timeouts.bodyTimeoutMs + 1000;
}

export type BodyRefusal = 408 | 413;

export type BodyLimit = {
  /** Largest body in bytes, declared (Content-Length) or counted (chunked). */
  limit: number;
  /** How long the whole body may take to arrive. */
  timeoutMs: number;
  /**
   * `hold`: the body (at most `limit`, small) is kept back until it is complete, and only then
   * offered to the handler, so nothing answers before a refusal could (page URLs). `stream`: it flows
   * to the handler as it comes (the platform's parsers), counted on the way.
   */
  mode: 'hold' | 'stream';
  /** Writes the refusal (408 or 413) on a response nothing has answered yet. */
  answer(res: ServerResponse, status: BodyRefusal): void;
};

/** How long a refused connection may still send after its answer before it is cut (time for the client to read it). */
const CLOSE_GRACE_MS = 1000;

type Push = (chunk: unknown, encoding?: BufferEncoding) => boolean;

/**
 * Bounds a request's body in size and time, on the parser's side of the request stream: its chunks
 * are counted as the socket delivers them, before any handler buffers them. A declared body over
 * the limit is refused before a byte of it is read; a chunked one when it crosses the limit; one
 * still unfinished after `timeoutMs` with 408. A refused connection is answered (when nothing has
 * been yet), half-closed, and cut a second later; whatever it sends meanwhile is dropped. Resolves whether the handler may run.
 */
export function limitBody(req: IncomingMessage, res: ServerResponse, options: BodyLimit): Promise<boolean> {
  const declared = req.headers['content-length'];
  const chunked = req.headers['transfer-encoding'] !== undefined;
  if (!chunked && (declared === undefined || Number(declared) === 0)) return Promise.resolve(true);

  return new Promise<boolean>((resolve) => {
    const push = req.push.bind(req) as Push;
    const held: Buffer[] = [];
    let received = 0;
    let refused = false;
    const timer = setTimeout(() => refuse(408), options.timeoutMs);
    timer.unref();

    function refuse(status: BodyRefusal) {
      if (refused || req.complete) return;
      refused = true;
      clearTimeout(timer);
      held.length = 0;
      resolve(false);
      // Ended by us, not by Node: a `Connection: close` answer would be destroyed at once, with the
      // client's data unread, and the reset could reach the client before the answer did.
      // Node resumes an unread request when its answer is done (to read it to its end): stop reading
      // after that, so the client's data waits in its own buffers instead of flowing in to be dropped.
      const cut = () => {
        req.socket.end();
        setImmediate(() => req.socket.pause());
        setTimeout(() => req.socket.destroy(), CLOSE_GRACE_MS).unref();
      };
      if (res.headersSent) return void req.socket.destroy();
      res.once('finish', cut);
      options.answer(res, status);
    }

    (req as { push: Push }).push = (chunk, encoding) => {
      if (refused) return true; // dropped: the connection is closing
      if (chunk === null) {
        clearTimeout(timer);
        if (options.mode === 'hold') {
          held.forEach((piece) => push(piece));
          held.length = 0;
          resolve(true);
        }
        return push(null);
      }
      received += (chunk as Buffer).length;
      if (received > options.limit) {
        refuse(413);
        return true;
      }
      if (options.mode === 'hold') {
        held.push(chunk as Buffer);
        return true;
      }
      return push(chunk, encoding);
    };
    req.once('close', () => clearTimeout(timer));

    if (Number(declared) > options.limit) refuse(413);
    else if (options.mode === 'stream') resolve(true);
  });
}
