import { queryOptions } from '@tanstack/react-query';
import { readList } from '@/features/system';
import { browserApi, type Api } from '@/lib/api';

export const loyaltyKeys = {
  all: ['loyalty'] as const,
  info: () => [...loyaltyKeys.all, 'info'] as const,
  programs: () => [...loyaltyKeys.all, 'programs'] as const,
  program: (sysname: string) => [...loyaltyKeys.all, 'program', sysname] as const,
  products: () => [...loyaltyKeys.all, 'products'] as const,
};

/** The player's loyalty status: points, level, character. */
export const loyaltyInfoQuery = (api: Api = browserApi) =>
  queryOptions({ queryKey: loyaltyKeys.info(), queryFn: ({ signal }) => api.call('loyalty/getinfo', {}, { signal }) });

/** Loyalty programmes (SPEC §9: the probe asks for 2 from offset 0). */
export const loyaltyProgramsQuery = (api: Api = browserApi) =>
  queryOptions({
    queryKey: loyaltyKeys.programs(),
    queryFn: async ({ signal }) => readList(await api.call('loyalty/getPrograms', { limit: 2, offset: 0 }, { signal })),
  });

/** One programme by sysname, or null when the answer holds none. */
export const loyaltyProgramQuery = (sysname: string, api: Api = browserApi) =>
  queryOptions({
    queryKey: loyaltyKeys.program(sysname),
    queryFn: async ({ signal }) => {
      const data = await api.call('loyalty/getProgram', { sysname }, { signal });
      return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
    },
  });

/** Products of the loyalty shop, as rows. */
export const loyaltyProductsQuery = (api: Api = browserApi) =>
  queryOptions({
    queryKey: loyaltyKeys.products(),
    queryFn: async ({ signal }) => readList(await api.call('loyalty/getproducts', {}, { signal })),
  });
