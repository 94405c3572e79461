import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Server } from 'socket.io';
import type { Db } from '../db/client';
import { accessTokens } from '../services/access-tokens';
import type { Bus } from './bus';

export const userRoom = (uid: number) => `user:${uid}`;

export type SocketDeps = { db: Db; bus: Bus; log: Logger; redisUrl?: string; channel: string };

/**
 * socket.io on `/socket.io` of the given server. A client authenticates with a getToken token
 * (`auth.token` or query `token`) and joins `user:{uid}`; bus events reach the sockets of this
 * process (with Redis each process hears every event, and the adapter fans out io-wide emits).
 */
export function attachSockets(httpServer: HttpServer, deps: SocketDeps): { io: Server; close(): Promise<void> } {
  const io = new Server(httpServer, { path: '/socket.io', serveClient: false, destroyUpgrade: false });
  const redis: Redis[] = [];
  if (deps.redisUrl) {
    const pub = new Redis(deps.redisUrl);
    const sub = pub.duplicate();
    redis.push(pub, sub);
    for (const client of redis) client.on('error', (err) => deps.log.warn({ err }, 'socket.io redis adapter error'));
    io.adapter(createAdapter(pub, sub, { key: `${deps.channel}:socket.io` }));
  }

  io.use(async (socket, next) => {
    try {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token ?? socket.handshake.query.token;
      const uid = await accessTokens.verify(deps.db, token);
      if (uid === null) return next(new Error('AuthorizationException'));
      socket.data.uid = uid;
      next();
    } catch (err) {
      deps.log.error({ err }, 'socket authentication failed');
      next(new Error('InternalServerErrorException'));
    }
  });

  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.uid as number));
  });

  const unsubscribe = deps.bus.subscribe(({ userId, event, payload }) => {
    if (userId === null) io.local.emit(event, payload);
    else io.local.to(userRoom(userId)).emit(event, payload);
  });

  let closed: Promise<void> | undefined;
  return {
    io,
    close() {
      closed ??= (async () => {
        unsubscribe();
        await new Promise<void>((resolve) => io.close(() => resolve()));
        await Promise.allSettled(redis.map((client) => client.quit()));
      })();
      return closed;
    },
  };
}
