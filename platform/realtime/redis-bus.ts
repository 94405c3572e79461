import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Bus, BusEvent, BusListener } from './bus';

function parse(message: string): BusEvent | null {
  try {
    const value = JSON.parse(message) as Partial<BusEvent>;
    if (typeof value.event !== 'string') return null;
    return { userId: typeof value.userId === 'number' ? value.userId : null, event: value.event, payload: value.payload ?? null, ...(typeof value.id === 'string' && { id: value.id }) };
  } catch {
    return null;
  }
}

/** Many processes: events travel through a Redis channel, so each process hears all of them (its own too). */
export async function createRedisBus(url: string, channel: string, log: Logger): Promise<Bus> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true });
  for (const client of [publisher, subscriber]) client.on('error', (err) => log.warn({ err }, 'redis bus connection error'));
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }

  const listeners = new Set<BusListener>();
  subscriber.on('message', (from, message) => {
    if (from !== channel) return;
    const event = parse(message);
    if (!event) return log.warn({ channel }, 'ignored a malformed bus message');
    for (const listener of listeners) listener(event);
  });
  await subscriber.subscribe(channel);

  return {
    async publish(userId, event, payload = null, id) {
      await publisher.publish(channel, JSON.stringify({ userId, event, payload, ...(id !== undefined && { id }) } satisfies BusEvent));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async ping() {
      await Promise.all([publisher.ping(), subscriber.status === 'ready' ? Promise.resolve() : Promise.reject(new Error(`redis subscriber ${subscriber.status}`))]);
    },
    async close() {
      listeners.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
