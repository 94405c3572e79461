import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export type Drain = {
  /** True from the first signal on. */
  readonly draining: boolean;
  /** Every request passes here first: while draining, its answer closes its connection. */
  track(req: IncomingMessage, res: ServerResponse): void;
  /**
   * Stops accepting connections, closes idle kept-alive ones at once, lets requests in flight
   * finish (each closing its connection when done), runs `alongside` (the sockets' close) meanwhile,
   * and cuts whatever is still open at `timeoutMs`. Resolves 'drained', or 'forced' when it had to cut.
   */
  drain(alongside?: () => Promise<void>): Promise<'drained' | 'forced'>;
};

/** A clean stop of an HTTP server for a rolling deploy (server.ts on SIGTERM): bounded by `timeoutMs`, whatever the clients do. */
export function createDrain(server: Server, { timeoutMs }: { timeoutMs: number }): Drain {
  let draining = false;
  const active = new Set<ServerResponse>();
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
    else {
      // its headers already promised keep-alive: end the connection once this answer is out (the socket is detached from the answer by then)
      const socket = res.socket;
      res.once('finish', () => socket?.end());
    }
  };
  return {
    get draining() {
      return draining;
    },
    track(_req, res) {
      if (draining) return void res.setHeader('connection', 'close');
      active.add(res);
      res.once('close', () => active.delete(res));
    },
    async drain(alongside) {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      for (const res of active) closeAfter(res);
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<'forced'>((resolve) => (timer = setTimeout(() => resolve('forced'), timeoutMs)));
      const outcome = await Promise.race([Promise.all([closed, alongside?.().catch(() => undefined)]).then(() => 'drained' as const), limit]);
      clearTimeout(timer);
      if (outcome === 'forced') {
        server.closeAllConnections();
        await closed;
      }
      return outcome;
    },
  };
}
