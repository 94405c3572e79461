import type { ComponentType } from 'react';
import type { CloseOptions, DialogType } from './dialog-store';

/** What DialogHost hands a registered dialog besides the props it was opened with. */
export type DialogHandle = {
  id: string;
  type: DialogType;
  preventClose: boolean;
  close: (options?: CloseOptions) => Promise<boolean>;
};

export type DialogComponentProps<P = object> = P & { dialog: DialogHandle };

// Props are whatever `open(id, props)` was given; each feature types its own component.
type AnyDialog = ComponentType<DialogComponentProps<Record<string, unknown>>>;

const registry = new Map<string, AnyDialog>();
const namespacesOf = new Map<string, readonly string[]>();

/**
 * Makes `id` openable through the dialog store. Pass a lazy component so the dialog stays out
 * of the first-load JS, and the message namespaces it reads (`namespaces`) so they stay out of every
 * page's HTML (DialogHost loads them with the component, LazyMessages): `registerDialog('auth', dynamic(() => import('./auth-dialog').then((m) => m.AuthDialog)))`
 * from a 'use client' module the feature renders once (see docs/shell.md).
 */
export function registerDialog<P>(id: string, component: ComponentType<DialogComponentProps<P>>, options: { namespaces?: readonly string[] } = {}): void {
  registry.set(id, component as unknown as AnyDialog);
  namespacesOf.set(id, options.namespaces ?? []);
}

/** The message namespaces a registered dialog reads: DialogHost loads those the page did not send before it renders. */
export function getDialogNamespaces(id: string): readonly string[] {
  return namespacesOf.get(id) ?? [];
}

export function getRegisteredDialog(id: string): AnyDialog | undefined {
  return registry.get(id);
}

export function hasDialog(id: string): boolean {
  return registry.has(id);
}

/** Test hook. */
export function unregisterDialog(id: string): void {
  registry.delete(id);
  namespacesOf.delete(id);
}
