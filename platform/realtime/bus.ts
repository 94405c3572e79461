import { EventEmitter } from 'node:events';

/**
 * A domain event for one user's sockets (`userId`) or for everyone (`null`). `id`: an event relayed
 * from the event outbox carries its row's id, which clients de-duplicate by (a relay may repeat one after a crash).
 */
export type BusEvent = { userId: number | null; event: string; payload: unknown; id?: string };
export type BusListener = (event: BusEvent) => void;

/**
 * Where services announce what happened (`account.balance_updated`, `campaign.offer.available`…).
 * socket.io delivers each event to the sockets of this process; with Redis every process hears every event.
 */
export interface Bus {
  publish(userId: number | null, event: string, payload?: unknown, id?: string): Promise<void>;
  subscribe(listener: BusListener): () => void;
  /** Throws when the bus cannot carry events (Redis down); the local bus always can. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** One process: events go straight to this process's listeners. */
export function createLocalBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(userId, event, payload = null, id) {
      emitter.emit('event', { userId, event, payload, ...(id !== undefined && { id }) } satisfies BusEvent);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async ping() {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}
