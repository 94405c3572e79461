import { create } from 'zustand';
import { lockScroll, unlockScroll } from './scroll-lock';

/** SPEC §2 dialog stack: popup | confirm | curtain, preventClose, before-close hook, queue, scroll lock. */

export type DialogType = 'popup' | 'confirm' | 'curtain';
/** Runs before a non-forced close; resolving `false` keeps the dialog open. */
export type BeforeClose = () => boolean | void | Promise<boolean | void>;
export type DialogOptions = { type?: DialogType; preventClose?: boolean; beforeClose?: BeforeClose };
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
  /** Opens now when nothing is open, else after every open dialog has closed. */
  queue: (id: string, props?: DialogProps, options?: DialogOptions) => void;
  /** Closes `id` (default: the topmost); resolves whether it closed. */
  close: (id?: string, options?: CloseOptions) => Promise<boolean>;
};

const entry = (id: string, props: DialogProps = {}, options: DialogOptions = {}): DialogEntry => ({ id, props, ...options });
const without = (list: DialogEntry[], id: string) => list.filter((e) => e.id !== id);

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
      return stack.length === 0 && next ? { stack: [next], queued: rest } : { stack };
    });
    return true;
  }

  return {
    stack: [],
    queued: [],
    open: (id, props, options) =>
      set((state) => ({ stack: [...without(state.stack, id), entry(id, props, options)], queued: without(state.queued, id) })),
    queue: (id, props, options) => {
      if (get().stack.length === 0) return get().open(id, props, options);
      if (get().stack.some((e) => e.id === id)) return;
      set((state) => ({ queued: [...without(state.queued, id), entry(id, props, options)] }));
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
