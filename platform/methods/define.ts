import type { MethodArgs, MethodName, MethodResult } from '@/lib/contract';
import type { RequestContext } from '../http/context';

export type MethodContext<M extends MethodName> = RequestContext & { params: MethodArgs<M> };
export type Handler<M extends MethodName> = (ctx: MethodContext<M>) => MethodResult<M> | Promise<MethodResult<M>>;
export type MethodHandlers = { [M in MethodName]?: Handler<M> };
export type MethodGroup = { area: string; handlers: MethodHandlers };

/**
 * Handlers of one area, keyed by their canonical contract name. The dispatcher validates params
 * against lib/contract before a handler runs and turns a thrown PlatformError into the envelope.
 */
export function defineMethods<const T extends MethodHandlers>(area: string, handlers: T & { [K in Exclude<keyof T, MethodName>]: never }): MethodGroup {
  return { area, handlers };
}

/** One table of every implemented method; a method defined twice is a programming error. */
export function buildRegistry(groups: MethodGroup[]): Map<MethodName, Handler<MethodName>> {
  const registry = new Map<MethodName, Handler<MethodName>>();
  for (const { area, handlers } of groups) {
    for (const [name, handler] of Object.entries(handlers) as [MethodName, Handler<MethodName>][]) {
      if (registry.has(name)) throw new Error(`method ${name} defined twice (again in ${area})`);
      registry.set(name, handler);
    }
  }
  return registry;
}
