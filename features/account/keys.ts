/**
 * The one key of the visitor's account. Every query whose answer depends on who is signed in keeps
 * `'account'` somewhere in its key, so one invalidation reaches them all.
 */
export const accountKeys = {
  all: ['account'] as const,
  info: () => [...accountKeys.all, 'info'] as const,
};
