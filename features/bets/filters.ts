/** Filters of the bet history and its exports, read from the page's query (`mode`, `from`, `to`). */
export type BetFilters = { mode?: 'real' | 'demo'; date_from?: string; date_to?: string };

type Query = Record<string, string | string[] | undefined>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim();

/** A real calendar day as YYYY-MM-DD, else undefined. */
function readDate(value: string | undefined): string | undefined {
  if (!value || !ISO_DATE.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

/** Known values only; a reversed range is put in order. */
export function readBetFilters(query: Query): BetFilters {
  const mode = first(query.mode);
  let from = readDate(first(query.from));
  let to = readDate(first(query.to));
  if (from && to && from > to) [from, to] = [to, from];
  return {
    ...(mode === 'real' || mode === 'demo' ? { mode } : {}),
    ...(from ? { date_from: from } : {}),
    ...(to ? { date_to: to } : {}),
  };
}

/** The filters back as a query string ("" without any), for paging links. */
export function betFiltersQuery(filters: BetFilters): string {
  const query = new URLSearchParams();
  if (filters.mode) query.set('mode', filters.mode);
  if (filters.date_from) query.set('from', filters.date_from);
  if (filters.date_to) query.set('to', filters.date_to);
  const text = query.toString();
  return text ? `?${text}` : '';
}
