'use client';

import { Suspense } from 'react';
import { getDialogNamespaces, getRegisteredDialog } from '../dialog-registry';
import { useDialogStore, type DialogEntry } from '../dialog-store';
import { LazyMessages } from './lazy-messages';

const handleFor = (entry: DialogEntry) => ({
  id: entry.id,
  type: entry.type ?? 'popup',
  preventClose: entry.preventClose ?? false,
  close: (options?: { force?: boolean }) => useDialogStore.getState().close(entry.id, options),
});

/** Renders every open dialog that a feature registered (`registerDialog`), topmost last, once its code and messages are there. */
export function DialogHost() {
  const stack = useDialogStore((state) => state.stack);
  return stack.map((entry) => {
    const Component = getRegisteredDialog(entry.id);
    if (!Component) return null;
    return (
      <Suspense key={entry.id} fallback={null}>
        <LazyMessages namespaces={getDialogNamespaces(entry.id)}>
          <Component {...entry.props} dialog={handleFor(entry)} />
        </LazyMessages>
      </Suspense>
    );
  });
}
