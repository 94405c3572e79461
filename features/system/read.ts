/** Readers for answers whose shape the spec leaves open (`unknown` in lib/contract). */

export type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The list in an answer: the answer itself, or its `items`, `methods`, `list` or `data` array. */
export function readList(data: unknown, keys: readonly string[] = ['items', 'methods', 'list', 'data', 'products', 'programs']): Row[] {
  const found = Array.isArray(data) ? data : isRow(data) ? keys.map((k) => data[k]).find(Array.isArray) : undefined;
  return (found ?? []).filter(isRow);
}

/** A non-empty string field, else undefined. */
export function readText(row: Row | undefined, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = row?.[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return undefined;
}

/** An amount as `{ amount, currency }` from `{ amount: { amount, currency } }`, `{ amount, currency }` or a number. */
export function readMoney(row: Row | undefined, key = 'amount'): { amount: number; currency?: string } | undefined {
  const value = row?.[key];
  if (typeof value === 'number') return { amount: value, currency: readText(row, 'currency') };
  if (isRow(value) && typeof value.amount === 'number') return { amount: value.amount, currency: readText(value, 'currency') };
  return undefined;
}
