import { createApi, type Transport } from './create-api';

/** Same-origin fetch from the page; locale from `<html lang>`, embedded when inside a frame. */
export const browserTransport: Transport = {
  send: (path, init) => fetch(`${window.location.origin}${path}`, init),
  locale: () => document.documentElement.lang || undefined,
  embedded: () => {
    try {
      return window.self !== window.top;
    } catch {
      return true; // a cross-origin parent denies access: we are framed
    }
  },
};

/** The client for client components and hooks. */
export const browserApi = createApi(browserTransport);
