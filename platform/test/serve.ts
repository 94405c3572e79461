import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { Platform } from '../server';
import { signedIn } from './harness';

/** The platform on a real HTTP server on a free port, socket.io attached, as server.ts does it. */
export async function serve(platform: Platform): Promise<{ server: Server; url: string; sockets: ReturnType<Platform['attach']> }> {
  const server = createServer((req, res) => platform.handle(req, res));
  const sockets = platform.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sockets };
}

/** A getToken token for a user (the demo player by default), asked for the way the site does. */
export async function tokenFor(platform: Platform, uid?: number): Promise<string> {
  const cookie = await signedIn(platform, uid);
  return (await platform.app.inject({ url: '/api/getToken', headers: { cookie } })).json().data.token;
}

/** Connects a socket.io client; resolves once connected, rejects with the server's refusal. */
export function socketTo(url: string, auth: { token?: string }, query: Record<string, string> = {}): Promise<Socket> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], auth, query, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The next `event` the socket receives, or a rejection after `ms`. */
export function nextEvent<T = unknown>(socket: Socket, event: string, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}
