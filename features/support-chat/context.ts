// Tiny and eager: what the mount and the chat button need before the chat itself is loaded.
import type { ChatContext } from './runtime';

let context: ChatContext | null = null;
/** The first context the mount sets: what a click on the chat button right after load waits for. */
let announceFirst: (ctx: ChatContext) => void = () => {};
const firstContext = new Promise<ChatContext>((resolve) => (announceFirst = resolve));
let runtime: Promise<typeof import('./runtime')> | null = null;

const log = (error: unknown) => console.warn('[support-chat] not loaded', error);

/** The latest visitor and route; forwarded to the chat once it is loaded. */
export function setChatContext(next: ChatContext) {
  context = next;
  announceFirst(next);
  if (runtime) void runtime.then((m) => m.updateChat(next)).catch(log);
}

/** Loads the chat (once); failures are only logged (SPEC §8). */
export function startChatNow(): Promise<void> {
  if (!context) return Promise.resolve();
  const ctx = context;
  runtime ??= import('./runtime');
  return runtime.then((m) => m.startChat(ctx)).then(() => undefined, log);
}

/**
 * Loads the chat if needed and opens its window; false when the provider has no way to open it.
 * A click before the (lazily mounted) chat knows the visitor waits for it, up to 5 s, instead of
 * answering "unavailable" at once.
 */
export async function openSupportChat(): Promise<boolean> {
  const ctx = context ?? (await Promise.race([firstContext, new Promise<null>((resolve) => setTimeout(resolve, 5_000, null))]));
  if (!ctx) return false;
  runtime ??= import('./runtime');
  try {
    return await (await runtime).openChat(ctx);
  } catch (error) {
    log(error);
    return false;
  }
}
