'use client';

import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from 'next-intl';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** The version of the dictionary the page was rendered with (lib/i18n messagesVersion): part of the load URL. */
export const MessagesVersionContext = createContext('');

const loads = new Map<string, Promise<AbstractIntlMessages>>();
/** Loads that succeeded, by key: a subtree opened again renders at once. */
const loaded = new Map<string, AbstractIntlMessages>();

const keyOf = (locale: string, version: string, namespaces: readonly string[]) => `${locale}\n${version}\n${namespaces.join(',')}`;

/**
 * The namespaces from `/i18n/{locale}.json`, once per page lifetime. A failed load answers nothing
 * (the translators show their fallbacks) and is asked again the next time.
 */
export function loadNamespaces(locale: string, version: string, namespaces: readonly string[]): Promise<AbstractIntlMessages> {
  const key = keyOf(locale, version, namespaces);
  let load = loads.get(key);
  if (!load) {
    const url = `${window.location.origin}/i18n/${encodeURIComponent(locale)}.json?ns=${namespaces.map(encodeURIComponent).join(',')}&v=${encodeURIComponent(version)}`;
    load = fetch(url)
      .then((res) => (res.ok ? (res.json() as Promise<AbstractIntlMessages>) : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then((messages) => {
        loaded.set(key, messages);
        return messages;
      })
      .catch(() => {
        loads.delete(key);
        return {};
      });
    loads.set(key, load);
  }
  return load;
}

/** Test hook. */
export function forgetLoadedNamespaces(): void {
  loads.clear();
  loaded.clear();
}

/** Messages of a subtree: the provider's above, plus `extra` (the later wins). */
export function ExtraMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const parent = useMessages();
  const locale = useLocale();
  const merged = useMemo(() => ({ ...parent, ...messages }), [parent, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}

/**
 * Makes `namespaces` available to a subtree that only some visitors ever render (a dialog, a
 * widget behind a click): when the page lacks any of them, they are loaded from the server (a
 * cacheable JSON) and the subtree first renders once they are there. Pages thereby leave the
 * messages of their dialogs out of their HTML (docs/fast-pages.md).
 *
 * Once shown, the subtree stays mounted whatever the page's messages become: a sign-in refreshes
 * the layout with more namespaces (or a sign-out with fewer) while a dialog is open, and a form in
 * it must keep what the player typed. Hence one load per namespace list (not per missing subset),
 * kept for the subtree's lifetime, and the provider always in place.
 */
export function LazyMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const parent = useMessages();
  const locale = useLocale();
  const version = useContext(MessagesVersionContext);
  const missing = namespaces.some((ns) => !Object.hasOwn(parent, ns));
  const key = missing ? keyOf(locale, version, namespaces) : null;
  const [answer, setAnswer] = useState<AbstractIntlMessages | null>(null);
  const extra = (key !== null ? loaded.get(key) : undefined) ?? answer;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (key === null || loaded.has(key)) return;
    let live = true;
    void loadNamespaces(locale, version, namespaces).then((messages) => {
      if (live) setAnswer(messages);
    });
    return () => {
      live = false;
    };
  }, [key, locale, version, namespaces]);
  const holding = missing && extra === null && !shown;
  if (!holding && !shown) setShown(true); // from now on the subtree stays mounted
  if (holding) return null;
  return <ExtraMessages messages={extra ?? NONE}>{children}</ExtraMessages>;
}

const NONE: AbstractIntlMessages = {};
