/**
 * A counter of operator-settings writes, shared by everything in the process through the global
 * symbol registry: the platform (loaded by server.ts) and the server components (bundled by Next)
 * are different module instances, so a module-level variable would not reach both.
 * lib/api/server.ts drops its shared settings answers (`metadata/getgeneralinfo`) when it moves.
 */
const GENERATION = Symbol.for('casino.settings-generation');
const store = globalThis as unknown as Record<symbol, number | undefined>;

/** The current generation (0 until the first write in this process). */
export const settingsGeneration = (): number => store[GENERATION] ?? 0;

/** Called after every write of the operator's settings. */
export function settingsChanged(): void {
  store[GENERATION] = settingsGeneration() + 1;
}
