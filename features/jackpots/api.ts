import { queryOptions } from '@tanstack/react-query';
import { browserApi, type Api } from '@/lib/api';

export const jackpotsKeys = {
  all: ['jackpots'] as const,
  list: () => [...jackpotsKeys.all, 'list'] as const,
  winners: () => [...jackpotsKeys.all, 'winners'] as const,
};

/** Every running jackpot with its current amount. */
export const jackpotsQuery = (api: Api = browserApi) =>
  queryOptions({
    queryKey: jackpotsKeys.list(),
    queryFn: ({ signal }) => api.call('Jackpots/get', {}, { signal }),
  });

export type JackpotWin = { fakename?: string; amount?: number; currency?: string; jackpot?: string | number; created_at?: string };

/** Recent jackpot wins; the answer's shape is not fixed by the spec, so rows are read defensively. */
export const jackpotWinnersQuery = (api: Api = browserApi) =>
  queryOptions({
    queryKey: jackpotsKeys.winners(),
    queryFn: async ({ signal }) => readWins(await api.call('Jackpots/getWinners', {}, { signal })),
  });

export function readWins(data: unknown): JackpotWin[] {
  const rows = Array.isArray(data) ? data : Array.isArray((data as { items?: unknown })?.items) ? (data as { items: unknown[] }).items : [];
  return rows.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null).map(toWin);
}

function toWin(row: Record<string, unknown>): JackpotWin {
  const money = (row.amount ?? row.win) as { amount?: unknown; currency?: unknown } | number | undefined;
  const amount = typeof money === 'number' ? money : typeof money?.amount === 'number' ? money.amount : undefined;
  const currency = typeof money === 'object' && typeof money?.currency === 'string' ? money.currency : typeof row.currency === 'string' ? row.currency : undefined;
  const jackpot = row.jackpot_id ?? row.jackpot ?? row.sysname;
  return {
    fakename: typeof row.fakename === 'string' ? row.fakename : undefined,
    amount,
    currency,
    jackpot: typeof jackpot === 'string' || typeof jackpot === 'number' ? jackpot : undefined,
    created_at: typeof row.created_at === 'string' ? row.created_at : undefined,
  };
}
