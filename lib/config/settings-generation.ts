import { cacheGeneration, cachesChanged } from './cache-generations';

/**
 * A counter of operator-settings writes, shared by everything in the process (lib/config/cache-generations.ts).
 * lib/api/server.ts drops its shared settings answers (`metadata/getgeneralinfo`) when it moves.
 */
export const settingsGeneration = (): number => cacheGeneration('settings');

/** Called after every write of the operator's settings (announced to the other processes too). */
export function settingsChanged(): void {
  cachesChanged('settings');
}
