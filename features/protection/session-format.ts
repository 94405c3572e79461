import { formatMoney } from '@/lib/format';

/** h:mm:ss (the clock reads the same in every locale; the label says what it is). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hh = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}`;
}

/** An amount with its sign: +1.00 USD, -1.00 USD, 0.00 USD. */
export const signedMoney = (amount: number, currency: string) => `${amount > 0 ? '+' : ''}${formatMoney(amount, currency)}`;

/** When a break ends, everywhere it is said (the centre's dialog, the sign-in refusal): date, time and time zone. */
export const BREAK_END_FORMAT = { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;
