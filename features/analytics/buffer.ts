import type { Analytics } from '@/lib/analytics';

/** At most this many calls are held while the visitor decides or the tools load. */
export const BUFFER_LIMIT = 50;

type Call = { [K in keyof Analytics]: { name: K; args: Parameters<Analytics[K]> } }[keyof Analytics];

/**
 * A sink that keeps calls (the newest BUFFER_LIMIT) until `flush` hands them to the real sink, or
 * `drop` forgets them (the visitor declined). Events of a page seen before consent are not lost.
 */
export function createBuffer() {
  let calls: Call[] = [];
  const keep = (call: Call) => {
    calls.push(call);
    if (calls.length > BUFFER_LIMIT) calls = calls.slice(-BUFFER_LIMIT);
  };
  const sink: Analytics = {
    track: (...args) => keep({ name: 'track', args }),
    identify: (...args) => keep({ name: 'identify', args }),
    anonymise: (...args) => keep({ name: 'anonymise', args }),
  };
  return {
    sink,
    flush(target: Analytics) {
      const pending = calls;
      calls = [];
      for (const call of pending) (target[call.name] as (...a: unknown[]) => void)(...call.args);
    },
    drop() {
      calls = [];
    },
  };
}
