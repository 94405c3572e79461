import { create } from 'zustand';
import { lockScroll, unlockScroll } from './scroll-lock';

/** SPEC §2 dialog stack: popup | confirm | curtain, preventClose, before-close hook, queue, scroll lock. */

export type DialogType = 'popup' | 'confirm' | 'curtain';
/** Runs before a non-forced close; resolving `false` keeps the dialog open. */
export type BeforeClose = () => boolean | void | Promise<boolean | void>;
/**
 * Priority lanes of the queue (lower opens first; same lane: first in, first out). SPEC §4 orders
 * the popups that follow a registration: confirm e-mail, unseen cashback, then campaign popups.
 */
export const DIALOG_PRIORITY = { confirmEmail: 10, unseenCashback: 20, promoCode: 25, campaign: 30, normal: 50 } as const;
export type DialogOptions = { type?: DialogType; preventClose?: boolean; beforeClose?: BeforeClose; priority?: number };
export type DialogProps = Record<string, unknown>;
export type DialogEntry = { id: string; props: DialogProps } & DialogOptions;
export type CloseOptions = {
  /** Closes even a preventClose dialog and skips its before-close hook. */
  force?: boolean;
};

type DialogState = {
  /** Open dialogs, topmost last. */
  stack: DialogEntry[];
  /** Waiting for the stack to empty, first in first out. */
  queued: DialogEntry[];
  open: (id: string, props?: DialogProps, options?: DialogOptions) => void;
  /** Opens now when nothing is open (and the queue is not held), else after every open dialog has closed, by priority. */
  queue: (id: string, props?: DialogProps, options?: DialogOptions) => void;
  /** Holds queued dialogs back (e.g. while a registration queues its follow-ups); answers the release. */
  hold: (reason: string) => () => void;
  /** Reasons the queue is held for. */
  holds: string[];
  /** Closes `id` (default: the topmost); resolves whether it closed. */
  close: (id?: string, options?: CloseOptions) => Promise<boolean>;
};

const entry = (id: string, props: DialogProps = {}, options: DialogOptions = {}): DialogEntry => ({ id, props, ...options });
const without = (list: DialogEntry[], id: string) => list.filter((e) => e.id !== id);
const lane = (e: DialogEntry) => e.priority ?? DIALOG_PRIORITY.normal;
/** Puts `next` into the queue after every entry of its lane or a lower one. */
function enqueue(list: DialogEntry[], next: DialogEntry): DialogEntry[] {
  const at = list.findIndex((e) => lane(e) > lane(next));
  return at === -1 ? [...list, next] : [...list.slice(0, at), next, ...list.slice(at)];
}

// A close already waiting on its hook is shared, so a double click runs the hook once.
const pending = new WeakMap<DialogEntry, Promise<boolean>>();

export const useDialogStore = create<DialogState>()((set, get) => {
  async function closeEntry(target: DialogEntry, force: boolean): Promise<boolean> {
    if (!force) {
      if (target.preventClose) return false;
      if (target.beforeClose && (await target.beforeClose()) === false) return false;
    }
    set((state) => {
      if (!state.stack.includes(target)) return state;
      const stack = state.stack.filter((e) => e !== target);
      const [next, ...rest] = state.queued;
      return stack.length === 0 && next && state.holds.length === 0 ? { stack: [next], queued: rest } : { stack };
    });
    return true;
  }

  return {
    stack: [],
    queued: [],
    holds: [],
    open: (id, props, options) =>
      set((state) => ({ stack: [...without(state.stack, id), entry(id, props, options)], queued: without(state.queued, id) })),
    queue: (id, props, options) => {
      const { stack, holds } = get();
      if (stack.length === 0 && holds.length === 0) return get().open(id, props, options);
      if (stack.some((e) => e.id === id)) return;
      set((state) => ({ queued: enqueue(without(state.queued, id), entry(id, props, options)) }));
    },
    hold: (reason) => {
      set((state) => ({ holds: [...state.holds, reason] }));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        set((state) => {
          const at = state.holds.indexOf(reason);
          const holds = at === -1 ? state.holds : [...state.holds.slice(0, at), ...state.holds.slice(at + 1)];
          const [next, ...rest] = state.queued;
          return holds.length === 0 && state.stack.length === 0 && next ? { holds, stack: [next], queued: rest } : { holds };
        });
      };
    },
    close: (id, { force = false } = {}) => {
      const { stack } = get();
      const target = id === undefined ? stack.at(-1) : stack.find((e) => e.id === id);
      if (!target) {
        if (id !== undefined) set((state) => ({ queued: without(state.queued, id) }));
        return Promise.resolve(false);
      }
      if (force) return closeEntry(target, true);
      const running = pending.get(target) ?? closeEntry(target, false).finally(() => pending.delete(target));
      pending.set(target, running);
      return running;
    },
  };
});

/** Whether `id` is open (a selector: `useDialogStore(isDialogOpen('sidebar'))`). */
export const isDialogOpen = (id: string) => (state: Pick<DialogState, 'stack'>) => state.stack.some((e) => e.id === id);

// Lock page scroll while any dialog is open.
useDialogStore.subscribe((state, previous) => {
  if (state.stack.length > 0 && previous.stack.length === 0) lockScroll();
  if (state.stack.length === 0 && previous.stack.length > 0) unlockScroll();
});
