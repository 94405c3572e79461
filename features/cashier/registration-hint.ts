import { REGISTRATION_HINT_MS } from '@/lib/contract';

export { REGISTRATION_HINT_MS };

/** Milliseconds the hint has left (0 when it is not shown). */
export function registrationHintLeft({ regTime, hasDeposits, now }: { regTime: string | null | undefined; hasDeposits: boolean; now: number }): number {
  if (!regTime || hasDeposits) return 0;
  const registered = Date.parse(regTime);
  if (Number.isNaN(registered)) return 0;
  const left = registered + REGISTRATION_HINT_MS - now;
  return left > 0 && left <= REGISTRATION_HINT_MS ? left : 0;
}

/** The hint's time left now; deposits are counted only while the 2-hour window is open. Failures hide it. */
export async function registrationHintNow(regTime: string | null | undefined, countDeposits: () => Promise<number>): Promise<number> {
  const now = Date.now();
  if (registrationHintLeft({ regTime, hasDeposits: false, now }) === 0) return 0;
  const deposits = await countDeposits().catch(() => 1);
  return registrationHintLeft({ regTime, hasDeposits: deposits > 0, now });
}
