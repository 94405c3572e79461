'use client';

import { type ComponentProps, useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/** False in the server render and during hydration, true once React owns the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNothing, () => true, () => false);
}

/**
 * A client form whose fields stay disabled until React has hydrated it. Before hydration the
 * server-rendered inputs would take typing that the form library then wipes (registration writes
 * the default values into the inputs), and a native submit would send every field, a card number
 * included, in the URL. The fieldset is `display: contents`, so the form's own layout applies.
 */
export function Form({ children, ...props }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset disabled={!hydrated} className="contents">
        {children}
      </fieldset>
    </form>
  );
}
