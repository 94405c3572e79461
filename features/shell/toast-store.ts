import type { ComponentType } from 'react';
import { create } from 'zustand';
import type { IconName } from '@/components/icon';

/** SPEC §3 Toast and §4: toasts auto-remove after their time (default 5 s) or on close. */

export const TOAST_DEFAULT_TIME = 5000;
export const TOAST_TYPES = ['neutral', 'info', 'success', 'warning', 'error', 'fill_for_deposit'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export type ToastButton = { label: string; href?: string; onClick?: () => void };

export type Toast = {
  id: string;
  type: ToastType;
  text?: string;
  /** Milliseconds on screen; 0 or Infinity keeps it until closed. */
  time: number;
  icon?: IconName;
  iconSize?: number;
  /** Renders instead of `text`, given the toast (and so its `data`). */
  component?: ComponentType<{ toast: Toast }>;
  data?: unknown;
  buttonAttrs?: ToastButton;
  allowClose: boolean;
};

export type ToastInput = string | (Partial<Omit<Toast, 'id'>> & { id?: string });

type ToastState = { toasts: Toast[] };

export const useToastStore = create<ToastState>()(() => ({ toasts: [] }));

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let sequence = 0;

function clearTimer(id: string) {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

/** Shows a toast; a toast with the same id is replaced. Returns the id. */
export function toast(input: ToastInput): string {
  const options = typeof input === 'string' ? { text: input } : input;
  const id = options.id ?? `toast-${(sequence += 1)}`;
  const next: Toast = { type: 'neutral', time: TOAST_DEFAULT_TIME, allowClose: true, ...options, id };

  clearTimer(id);
  useToastStore.setState((state) => ({ toasts: [...state.toasts.filter((t) => t.id !== id), next] }));
  if (Number.isFinite(next.time) && next.time > 0) timers.set(id, setTimeout(() => dismissToast(id), next.time));
  return id;
}

export function dismissToast(id: string): void {
  clearTimer(id);
  useToastStore.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
}

/** Test hook: drops every toast and timer. */
export function resetToasts(): void {
  for (const id of timers.keys()) clearTimer(id);
  useToastStore.setState({ toasts: [] });
}
