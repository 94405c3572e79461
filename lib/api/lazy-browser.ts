import type { Api } from './create-api';

/**
 * The browser client, loaded on its first call: query factories that a server page prefetches
 * (so the client rarely calls at once) default to it, keeping the contract's schemas out of the
 * page's first-load JavaScript.
 */
export const lazyBrowserApi: Api = {
  call: (async (method: Parameters<Api['call']>[0], ...args: unknown[]) => {
    const { browserApi } = await import('./browser');
    return (browserApi.call as (m: typeof method, ...a: unknown[]) => Promise<unknown>)(method, ...args);
  }) as Api['call'],
};
