/**
 * A drain that runs one pass at a time: `flush()` starts passes until one says there is nothing
 * more; a flush asked for while one runs makes it go round once more instead of starting another,
 * and answers the running one. `running()` is the pass in progress, for a close to await. Used by
 * the e-mail outbox and the event relay.
 */
export function drainLoop(pass: () => Promise<boolean>): { flush(): Promise<void>; running(): Promise<void> | undefined } {
  let current: Promise<void> | undefined;
  let again = false;
  const flush = (): Promise<void> => {
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      do {
        again = false;
        if (await pass()) again = true;
      } while (again);
    })().finally(() => (current = undefined));
    return current;
  };
  return { flush, running: () => current };
}
