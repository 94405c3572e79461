// Tiny and eager: what the mount and the chat button need before the chat itself is loaded.
import type { ChatContext } from './runtime';

let context: ChatContext | null = null;
/** Callers that came before the mount set the first context (a click on the chat button right after load). */
let waiting: ((ctx: ChatContext) => void)[] = [];
let runtime: Promise<typeof import('./runtime')> | null = null;

const log = (error: unknown) => console.warn('[support-chat] not loaded', error);

/** The latest visitor and route; forwarded to the chat once it is loaded. */
export function setChatContext(next: ChatContext) {
  context = next;
  const woken = waiting;
  waiting = [];
  for (const wake of woken) wake(next);
  if (runtime) void runtime.then((m) => m.updateChat(next)).catch(log);
}

/** Loads the chat (once); failures are only logged (SPEC §8). */
export function startChatNow(): Promise<void> {
  if (!context) return Promise.resolve();
  const ctx = context;
  runtime ??= import('./runtime');
  return runtime.then((m) => m.startChat(ctx)).then(() => undefined, log);
}

/** The visitor's context once the chat's mount has set it, or null after `ms`. */
function contextWithin(ms: number): Promise<ChatContext | null> {
  if (context) return Promise.resolve(context);
  return new Promise((resolve) => {
    const wake = (ctx: ChatContext | null) => {
      clearTimeout(timer);
      waiting = waiting.filter((w) => w !== wake);
      resolve(ctx);
    };
    const timer = setTimeout(() => wake(null), ms);
    waiting.push(wake);
  });
}

/**
 * Loads the chat if needed and opens its window; false when the provider has no way to open it.
 * A click before the (lazily mounted) chat knows the visitor waits for it, up to 5 s, instead of
 * answering "unavailable" at once.
 */
export async function openSupportChat(): Promise<boolean> {
  const ctx = await contextWithin(5_000);
  if (!ctx) return false;
  runtime ??= import('./runtime');
  try {
    return await (await runtime).openChat(ctx);
  } catch (error) {
    log(error);
    return false;
  }
}
