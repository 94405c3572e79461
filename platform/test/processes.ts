import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { InstanceCommand } from './instance';

type Command = InstanceCommand extends infer C ? (C extends { id: number } ? Omit<C, 'id'> : never) : never;

export type Instance = {
  url: string;
  /** Runs a command inside that process (a change made there); resolves with its answer. */
  ask<T = unknown>(command: Command): Promise<T>;
  stop(): Promise<void>;
};

const script = fileURLToPath(new URL('./instance.ts', import.meta.url));

/** A platform in a process of its own (platform/test/instance.ts) with `env` over this one's, served on a free port. */
export function startInstance(env: Record<string, string>): Promise<Instance> {
  const child: ChildProcess = fork(script, [], { env: { ...process.env, ...env }, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let next = 0;
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`instance exited (${code}) before it was ready`)));
    child.on('message', (message: { url?: string; id?: number; result?: unknown; error?: string }) => {
      if (message.url) {
        resolve({
          url: message.url,
          ask: <T>(command: Command) =>
            new Promise<T>((ok, fail) => {
              next += 1;
              waiting.set(next, { resolve: ok as (value: unknown) => void, reject: fail });
              child.send({ ...command, id: next });
            }),
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.disconnect();
            }),
        });
        return;
      }
      const waiter = waiting.get(message.id!);
      waiting.delete(message.id!);
      if (message.error !== undefined) waiter?.reject(new Error(message.error));
      else waiter?.resolve(message.result);
    });
  });
}
