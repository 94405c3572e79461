import type { Env } from '@/lib/config';

/**
 * A payment service provider with a hosted page: its sysname (`/psp/{sysname}/webhook`), the secret
 * its webhooks are signed with, where it answers (hosted page, status endpoint) and the payment
 * methods it serves.
 */
export type PspDef = { sysname: string; secret: string; url: string; methods: string[] };

/** The simulated PSP's documented secret, used only while the simulators are on (SIMULATORS=true). */
export const SIMPAY_DEMO_SECRET = 'simpay-demo-secret';

const added: PspDef[] = [];

/** A real PSP plugs in here at wiring time (its method is offered with offerPaymentMethod); treated exactly as `simpay`. */
export function registerPsp(def: PspDef): void {
  const at = added.findIndex((p) => p.sysname === def.sysname);
  if (at >= 0) added.splice(at, 1);
  added.push(def);
}

/** The PSPs of this platform: `simpay` when it has a secret (PSP_SIM_SECRET, or the demo secret while SIMULATORS is on), then every registered one. */
export function pspsOf(env: Env): Map<string, PspDef> {
  const list: PspDef[] = [];
  const secret = env.PSP_SIM_SECRET ?? (env.SIMULATORS ? SIMPAY_DEMO_SECRET : undefined);
  if (secret) list.push({ sysname: 'simpay', secret, url: env.PSP_SIM_URL, methods: ['simpay_card'] });
  list.push(...added);
  return new Map(list.map((p) => [p.sysname, p]));
}
