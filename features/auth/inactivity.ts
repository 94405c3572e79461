/** SPEC §4 inactivity: logged out after the limit; a warning with countdown during the last 20 %. */
export const WARNING_SHARE = 0.2;
export const INACTIVITY_DIALOG_ID = 'inactivity';

export type InactivityLimits = { time_to_force_logout: number; user_inactivity_cashier_time: number; user_inactivity_pp_time: number };

/** The limit (seconds) for a path: the cashier and the profile pages may have their own; 0 means off. */
export function limitFor(pathname: string, limits: InactivityLimits): number {
  if (/(^|\/)cashier(\/|$)/.test(pathname) && limits.user_inactivity_cashier_time > 0) return limits.user_inactivity_cashier_time;
  if (/(^|\/)profile(\/|$)/.test(pathname) && limits.user_inactivity_pp_time > 0) return limits.user_inactivity_pp_time;
  return limits.time_to_force_logout;
}

export type InactivityPhase = { phase: 'active' } | { phase: 'warning'; secondsLeft: number } | { phase: 'expired' };

export function inactivityPhase(idleMs: number, limitSeconds: number): InactivityPhase {
  if (!(limitSeconds > 0)) return { phase: 'active' };
  const limitMs = limitSeconds * 1000;
  if (idleMs >= limitMs) return { phase: 'expired' };
  if (idleMs >= limitMs * (1 - WARNING_SHARE)) return { phase: 'warning', secondsLeft: Math.ceil((limitMs - idleMs) / 1000) };
  return { phase: 'active' };
}
