import { createHub, socketOptions, type ClientMessage, type Connect, type HubMessage } from './hub';

/** What the page hears from the realtime connection. */
export type RealtimeListener = (message: HubMessage) => void;

export type RealtimeOptions = {
  uid: number;
  /** A fresh socket token (getToken). */
  getToken: () => Promise<string>;
  onMessage: RealtimeListener;
  /** The SharedWorker (default: socket.worker.ts bundled by Next); null where SharedWorker is missing. */
  createWorker?: (() => SharedWorker) | null;
  /** In-page fallback socket (default: socket.io-client, loaded only then). */
  connect?: () => Promise<Connect>;
};

/** `stop()` leaves the shared socket; `stop({ signOut: true })` closes it for every tab (they re-check their session). */
export type RealtimeHandle = { stop(options?: { signOut?: boolean }): void };

const defaultWorker = (): SharedWorker => new SharedWorker(new URL('./socket.worker.ts', import.meta.url), { name: 'realtime', type: 'module' });

const defaultConnect = async (): Promise<Connect> => {
  const { io } = await import('socket.io-client');
  return (token) => io(window.location.origin, socketOptions(token));
};

/**
 * Connects the signed-in player (SPEC §4 socket): through the SharedWorker, so all tabs share one
 * socket, or in the page where SharedWorker is missing. A refused token is replaced once per refusal.
 */
export function startRealtime({ uid, getToken, onMessage, createWorker, connect = defaultConnect }: RealtimeOptions): RealtimeHandle {
  const makeWorker = createWorker === undefined ? (typeof SharedWorker === 'undefined' ? null : defaultWorker) : createWorker;
  let stopped = false;
  let send: ((message: ClientMessage) => void) | null = null;

  const start = async () => {
    try {
      const token = await getToken();
      if (!stopped) send?.({ type: 'start', token, uid });
    } catch {
      // no token (signed out meanwhile, platform down): stay quiet until the next start
    }
  };
  const hear = (message: HubMessage) => {
    if (stopped) return;
    if (message.type === 'need-token') void start();
    else onMessage(message);
  };

  if (makeWorker) {
    const worker = makeWorker();
    worker.port.onmessage = ({ data }: MessageEvent<HubMessage>) => hear(data);
    worker.port.start();
    send = (message) => worker.port.postMessage(message);
    const leave = () => send?.({ type: 'stop' });
    window.addEventListener('pagehide', leave);
    void start();
    return {
      stop({ signOut = false } = {}) {
        if (stopped) return;
        send?.({ type: signOut ? 'signout' : 'stop' });
        stopped = true;
        window.removeEventListener('pagehide', leave);
        worker.port.close();
      },
    };
  }

  let hubReady: Promise<void> | null = connect().then((connectSocket) => {
    const hub = createHub(connectSocket);
    send = (message) => hub.handle(hear, message);
  });
  void hubReady.then(start, () => undefined);
  return {
    stop({ signOut = false } = {}) {
      if (stopped) return;
      void hubReady?.then(() => send?.({ type: signOut ? 'signout' : 'stop' }));
      stopped = true;
      hubReady = null;
    },
  };
}
