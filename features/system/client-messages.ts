/** Message namespaces this feature's client components read (error boundaries); layouts pass them to the browser. */
export const SYSTEM_CLIENT_NAMESPACES = ['SystemPages'] as const;
