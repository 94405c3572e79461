import { readList, type Row } from '@/features/system';

/** One active deposit limit (SPEC §3): what is left of it in its period. */
export type ActiveLimit = { period: string; limit: number; available: number; expiresAt: string | null };

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Every limit with an amount set, from getDepositLimit (one limit, or a list of them). */
export function activeDepositLimits(answer: unknown): ActiveLimit[] {
  const rows: Row[] = Array.isArray(answer) ? readList(answer) : answer && typeof answer === 'object' ? [answer as Row, ...readList(answer, ['limits'])] : [];
  return rows.flatMap((row) => {
    const limit = num(row.limit_amount);
    if (limit === null) return [];
    const available = Math.max(0, num(row.available_amount) ?? limit);
    const expiresAt = typeof row.expired_at === 'string' ? row.expired_at : null;
    return [{ period: typeof row.period === 'string' ? row.period : 'none', limit, available, expiresAt }];
  });
}

/** The most a deposit may be now: the smallest allowance left, or undefined when no limit is set. */
export function depositAllowance(limits: readonly ActiveLimit[]): number | undefined {
  return limits.length > 0 ? Math.min(...limits.map((l) => l.available)) : undefined;
}
