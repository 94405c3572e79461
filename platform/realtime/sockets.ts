import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Server, type Socket } from 'socket.io';
import type { Db } from '../db/client';
import { accessTokens } from '../services/access-tokens';
import { sessions } from '../services/sessions';
import type { Bus } from './bus';

export const userRoom = (uid: number) => `user:${uid}`;

/**
 * The bus event that sessions ended (payload `{ sessions: id hashes }`): every instance closes the
 * sockets opened under them. The platform's own: never sent to a socket.
 */
export const SESSIONS_ENDED = 'platform.sessions_ended';

/** How often each instance checks that the sessions of its sockets still live (one query per 1,000 sessions). */
export const SESSION_CHECK_MS = 60_000;
const CHECK_BATCH = 1000;
/** Session id hashes per SESSIONS_ENDED message. */
const ENDED_BATCH = 500;

export type SocketDeps = {
  db: Db;
  bus: Bus;
  log: Logger;
  redisUrl?: string;
  channel: string;
  /** Key prefix of the socket.io Redis adapter's channels (the deployment's namespace + `socket.io`). */
  adapterKey?: string;
  /** How often the sessions of this instance's sockets are checked (SESSION_CHECK_MS by default; tests shorten it). */
  sessionCheckMs?: number;
};

type SocketData = { uid: number; session: string; ended?: boolean };

const endedIn = (payload: unknown): string[] => {
  const list = (payload as { sessions?: unknown } | null)?.sessions;
  return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
};

/**
 * socket.io on `/socket.io` of the given server. A client authenticates with a getToken token
 * (`auth.token` or query `token`) and joins `user:{uid}`; bus events reach the sockets of this
 * process (with Redis each process hears every event, and the adapter fans out io-wide emits).
 *
 * A socket lives as long as the session its token was issued to: when a session ends (sessions.ts
 * tells of it, SESSIONS_ENDED on the bus reaches every instance) its sockets are cut, and every
 * `sessionCheckMs` each instance checks the sessions of its sockets in the database, for those
 * ended any other way (expired, a row deleted, the player banned). A cut socket loses its
 * connection, as after a network blip: a client still signed in (say the browser that changed the
 * password, which has a new session) asks for a fresh token when the old one is refused; a client
 * signed out cannot get one. No message costs a query.
 */
export function attachSockets(httpServer: HttpServer, deps: SocketDeps): { io: Server; close(): Promise<void> } {
  const io = new Server(httpServer, { path: '/socket.io', serveClient: false, destroyUpgrade: false });
  const redis: Redis[] = [];
  if (deps.redisUrl) {
    const pub = new Redis(deps.redisUrl);
    const sub = pub.duplicate();
    redis.push(pub, sub);
    for (const client of redis) client.on('error', (err) => deps.log.warn({ err }, 'socket.io redis adapter error'));
    io.adapter(createAdapter(pub, sub, { key: deps.adapterKey ?? `${deps.channel}:socket.io` }));
  }

  // this instance's sockets by the session they were opened under (from the handshake on, so one
  // ending while its token is being checked is not missed)
  const bySession = new Map<string, Set<Socket>>();
  const track = (socket: Socket, session: string) => {
    let set = bySession.get(session);
    if (!set) bySession.set(session, (set = new Set()));
    set.add(socket);
  };
  const untrack = (socket: Socket) => {
    const session = (socket.data as Partial<SocketData>).session;
    const set = session === undefined ? undefined : bySession.get(session);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) bySession.delete(session!);
  };
  /** Cuts the sockets of an ended session; one still in its handshake is refused when the check returns. */
  const cut = (session: string) => {
    for (const socket of bySession.get(session) ?? []) {
      (socket.data as SocketData).ended = true;
      untrack(socket);
      if (socket.connected) socket.conn.close();
    }
  };

  io.use(async (socket, next) => {
    try {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token ?? socket.handshake.query.token;
      const session = accessTokens.sessionOf(token);
      if (session === null) return next(new Error('AuthorizationException'));
      const data = socket.data as SocketData;
      data.session = session;
      track(socket, session);
      const holder = await accessTokens.verify(deps.db, token).finally(() => untrack(socket));
      if (holder === null || data.ended) return next(new Error('AuthorizationException'));
      data.uid = holder.userId;
      track(socket, session);
      next();
    } catch (err) {
      deps.log.error({ err }, 'socket authentication failed');
      next(new Error('InternalServerErrorException'));
    }
  });

  io.on('connection', (socket) => {
    const data = socket.data as SocketData;
    if (data.ended) return void socket.conn.close(); // its session ended between the check and now
    socket.on('disconnect', () => untrack(socket));
    void socket.join(userRoom(data.uid));
  });

  const unsubscribe = deps.bus.subscribe(({ userId, event, payload, id }) => {
    if (event === SESSIONS_ENDED) return endedIn(payload).forEach(cut);
    if (event.startsWith('platform.')) return; // the platform's own messages between processes
    const args = id === undefined ? [payload] : [payload, { id }]; // an outbox event's id: the client drops a repeat
    if (userId === null) io.local.emit(event, ...args);
    else io.local.to(userRoom(userId)).emit(event, ...args);
  });

  const stopListening = sessions.onEnded(async (ended) => {
    for (let i = 0; i < ended.length; i += ENDED_BATCH) {
      await deps.bus
        .publish(null, SESSIONS_ENDED, { sessions: ended.slice(i, i + ENDED_BATCH).map((s) => s.idHash) })
        .catch((err: unknown) => deps.log.warn({ err }, 'announcing ended sessions failed'));
    }
  });

  let checking: Promise<void> | undefined;
  const checkSessions = () =>
    (checking ??= (async () => {
      const open = [...bySession.keys()];
      for (let i = 0; i < open.length; i += CHECK_BATCH) {
        const batch = open.slice(i, i + CHECK_BATCH);
        const live = await sessions.liveAmong(deps.db, batch);
        for (const session of batch) if (!live.has(session)) cut(session);
      }
    })()
      .catch((err: unknown) => deps.log.warn({ err }, 'checking the sessions of sockets failed'))
      .finally(() => (checking = undefined)));
  const timer = setInterval(() => void checkSessions(), deps.sessionCheckMs ?? SESSION_CHECK_MS);
  timer.unref();

  let closed: Promise<void> | undefined;
  return {
    io,
    close() {
      closed ??= (async () => {
        clearInterval(timer);
        stopListening();
        unsubscribe();
        await checking;
        // Each socket's connection is closed as after a network blip, so its client reconnects (through
        // the load balancer, to another process). Not io.close(): it also closes the HTTP server and
        // waits for its every connection, which is server.ts's drain to bound.
        for (const socket of io.of('/').sockets.values()) socket.conn.close();
        await Promise.allSettled([io.of('/').adapter.close()]);
        io.engine.close();
        await Promise.allSettled(redis.map((client) => client.quit()));
      })();
      return closed;
    },
  };
}
