/**
 * One socket.io connection shared by many listeners (the tabs' ports in the SharedWorker, or the
 * page itself in the fallback). Framework-free, so the worker and the page run the same code.
 */

/** What the hub needs of a socket.io client socket. */
export type SocketLike = {
  onAny(listener: (event: string, ...args: unknown[]) => void): unknown;
  on(event: 'connect' | 'disconnect' | 'connect_error', listener: (arg?: unknown) => void): unknown;
  close(): unknown;
};

export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'disconnected';

/** Hub → listener. `need-token` asks for a fresh getToken token (the last one was refused). */
export type HubMessage =
  | { type: 'event'; name: string; payload: unknown }
  | { type: 'status'; status: RealtimeStatus }
  | { type: 'need-token' };

/**
 * Listener → hub. `start` joins (connecting when needed, reconnecting for another user or token);
 * `stop` leaves (the socket closes with the last listener); `signout` leaves and closes the socket
 * at once, and the listeners left are asked for a fresh token: tabs still signed in reconnect,
 * signed-out ones cannot get one and stay quiet.
 */
export type ClientMessage = { type: 'start'; token: string; uid: number } | { type: 'stop' } | { type: 'signout' };

export type Connect = (token: string) => SocketLike;

/** How many event ids the hub remembers to drop repeats (a relay may send one again after a crash, or on another process). */
const SEEN_IDS = 500;

export function createHub(connect: Connect) {
  const listeners = new Set<(message: HubMessage) => void>();
  let socket: SocketLike | null = null;
  let current: { token: string; uid: number } | null = null;
  let status: RealtimeStatus = 'idle';
  const seen = new Set<string>();
  /** True the first time an event id comes (ids ride as `{ id }` after the payload); events without one always pass. */
  const firstTime = (meta: unknown) => {
    const id = (meta as { id?: unknown } | undefined)?.id;
    if (typeof id !== 'string') return true;
    if (seen.has(id)) return false;
    seen.add(id);
    if (seen.size > SEEN_IDS) seen.delete(seen.values().next().value!);
    return true;
  };

  const broadcast = (message: HubMessage) => listeners.forEach((listener) => listener(message));
  const setStatus = (next: RealtimeStatus) => {
    status = next;
    broadcast({ type: 'status', status });
  };

  const close = () => {
    socket?.close();
    socket = null;
    current = null;
    setStatus('idle');
  };

  const open = (token: string, uid: number) => {
    socket?.close();
    current = { token, uid };
    setStatus('connecting');
    const next = connect(token);
    socket = next;
    next.on('connect', () => socket === next && setStatus('connected'));
    next.on('disconnect', () => socket === next && setStatus('disconnected'));
    next.on('connect_error', () => {
      if (socket !== next) return;
      setStatus('disconnected');
      broadcast({ type: 'need-token' });
    });
    next.onAny((name, payload, meta) => socket === next && firstTime(meta) && broadcast({ type: 'event', name, payload }));
  };

  return {
    /** A listener joins; it hears the current status at once. */
    join(listener: (message: HubMessage) => void) {
      listeners.add(listener);
      listener({ type: 'status', status });
    },
    handle(listener: (message: HubMessage) => void, message: ClientMessage) {
      if (message.type === 'stop' || message.type === 'signout') {
        listeners.delete(listener);
        if (listeners.size === 0 || message.type === 'signout') close();
        if (message.type === 'signout') broadcast({ type: 'need-token' });
        return;
      }
      listeners.add(listener);
      const sameUser = current?.uid === message.uid;
      // Another player, or a fresh token after a refusal: (re)connect. The same player again: share the socket.
      if (!socket || !sameUser || (status === 'disconnected' && current?.token !== message.token)) open(message.token, message.uid);
      else listener({ type: 'status', status });
    },
    get size() {
      return listeners.size;
    },
  };
}

export type Hub = ReturnType<typeof createHub>;

/** socket.io options of every realtime connection: the platform's path, the token in the query (SPEC §7). */
export const socketOptions = (token: string) => ({ path: '/socket.io', query: { token }, transports: ['websocket'] });
