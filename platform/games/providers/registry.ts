import type { Env } from '@/lib/config';

/**
 * A game studio (or aggregator) the platform takes calls from: its catalogue provider sysname, the
 * secret its wallet calls are signed with, and its launch URL (the game page the frame opens).
 */
export type ProviderDef = { sysname: string; secret: string; launchUrl: string };

/** The simulated studio's documented secret, used only while the simulators are on (SIMULATORS=true). */
export const SIM_DEMO_SECRET = 'sim-demo-secret';

const added: ProviderDef[] = [];

/**
 * A real studio plugs in here, at wiring time, with its own secret and launch URL (its titles are
 * catalogue games of provider `sysname`): the wallet and the launch treat it exactly as `sim`.
 */
export function registerProvider(def: ProviderDef): void {
  const at = added.findIndex((p) => p.sysname === def.sysname);
  if (at >= 0) added.splice(at, 1);
  added.push(def);
}

/**
 * The providers of this platform: `sim` when it has a secret (PROVIDER_SIM_SECRET, or the demo
 * secret while SIMULATORS is on), then every registered studio.
 */
export function providersOf(env: Env): Map<string, ProviderDef> {
  const list: ProviderDef[] = [];
  const simSecret = env.PROVIDER_SIM_SECRET ?? (env.SIMULATORS ? SIM_DEMO_SECRET : undefined);
  if (simSecret) list.push({ sysname: 'sim', secret: simSecret, launchUrl: new URL('/play', env.PROVIDER_SIM_URL).toString() });
  list.push(...added);
  return new Map(list.map((p) => [p.sysname, p]));
}
