import { readText, type Row } from '@/features/system';

const num = (row: Row, ...keys: string[]): number | undefined => {
  for (const key of keys) {
    const value = row[key];
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.replace(/,/g, '')) : Number.NaN;
    if (Number.isFinite(n)) return n;
  }
  return undefined;
};

/** Amount rules of a payment method (SPEC §3 Payment method info; min/max/step under their usual names). */
export type MethodRules = { min: number; max: number; step?: number; currency?: string };

export const DEFAULT_MIN = 1;
export const DEFAULT_MAX = 1_000_000;

export function methodRules(method: Row): MethodRules {
  const limits = method.limits && typeof method.limits === 'object' ? (method.limits as Row) : {};
  const min = num(method, 'min', 'min_amount', 'minAmount') ?? num(limits, 'min') ?? DEFAULT_MIN;
  const max = num(method, 'max', 'max_amount', 'maxAmount') ?? num(limits, 'max') ?? DEFAULT_MAX;
  const step = num(method, 'multiple_of', 'multipleOf', 'step');
  return { min, max, step: step && step > 0 ? step : undefined, currency: readText(method, 'currency') };
}

/** Requisite fields a method asks for, each checked by its §5 rule (card-like identifier, IBAN, card holder…). */
export type RequisiteKind = 'card' | 'iban' | 'card_holder' | 'phone' | 'text';
export type Requisite = { name: string; kind: RequisiteKind; required: boolean };

const KINDS: readonly RequisiteKind[] = ['card', 'iban', 'card_holder', 'phone', 'text'];

/** The method's `requisites` list (names, or `{ name, kind, required }`); a missing kind is read from the name. */
export function methodRequisites(method: Row): Requisite[] {
  const listed: unknown[] = Array.isArray(method.requisites) ? method.requisites : [];
  return listed.flatMap((item): Requisite[] => {
    const row: Row = typeof item === 'string' ? { name: item } : item && typeof item === 'object' ? (item as Row) : {};
    const name = readText(row, 'name');
    if (!name) return [];
    const kind = KINDS.find((k) => k === row.kind) ?? kindOf(name);
    return [{ name, kind, required: row.required !== false }];
  });
}

function kindOf(name: string): RequisiteKind {
  if (/iban/i.test(name)) return 'iban';
  if (/holder/i.test(name)) return 'card_holder';
  if (/phone|mobile/i.test(name)) return 'phone';
  if (/card/i.test(name)) return 'card';
  return 'text';
}

/** CMS depositAmountsList values for a currency (SPEC §3 deposit amount presets). */
export function depositPresets(settings: { depositAmountsList: ReadonlyArray<{ currency: string; amount: ReadonlyArray<{ value: number }> }> }, currency: string): number[] {
  const entry = settings.depositAmountsList.find((e) => e.currency.toUpperCase() === currency.toUpperCase());
  return entry ? entry.amount.map((a) => a.value) : [];
}

/** Withdrawal methods as the withdraw form takes them (plain data across the server/client line). */
export function withdrawMethodsOf(methods: readonly Row[]) {
  return methods.map((m) => ({
    sysname: readText(m, 'sysname') ?? '',
    name: readText(m, 'name', 'title', 'sysname') ?? '',
    rules: methodRules(m),
    requisites: methodRequisites(m),
  }));
}
