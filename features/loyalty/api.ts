import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAccount } from '@/features/account';
import { browserApi, type Api } from '@/lib/api';

export const loyaltyKeys = {
  all: ['loyalty'] as const,
  info: () => [...loyaltyKeys.all, 'info'] as const,
  programs: () => [...loyaltyKeys.all, 'programs'] as const,
  program: (sysname: string) => [...loyaltyKeys.all, 'program', sysname] as const,
  products: () => [...loyaltyKeys.all, 'products'] as const,
  characters: () => [...loyaltyKeys.all, 'characters'] as const,
  quests: (sysname?: string) => [...loyaltyKeys.all, 'quests', sysname ?? null] as const,
};

/** Pushed to the player: one loyalty notification. */
export const LOYALTY_NOTIFICATION_EVENT = 'loyalty.notification';

/** The player's loyalty status: points, level points, level, character. */
export const loyaltyInfoQuery = (api: Api = browserApi) =>
  queryOptions({ queryKey: loyaltyKeys.info(), queryFn: ({ signal }) => api.call('loyalty/getinfo', {}, { signal }) });

/** Loyalty programmes (SPEC §9: the probe asks for 2 from offset 0). */
export const loyaltyProgramsQuery = (api: Api = browserApi) =>
  queryOptions({ queryKey: loyaltyKeys.programs(), queryFn: ({ signal }) => api.call('loyalty/getPrograms', { limit: 2, offset: 0 }, { signal }) });

/** One programme by sysname. */
export const loyaltyProgramQuery = (sysname: string, api: Api = browserApi) =>
  queryOptions({ queryKey: loyaltyKeys.program(sysname), queryFn: ({ signal }) => api.call('loyalty/getProgram', { sysname }, { signal }) });

/** Products of the loyalty shop. */
export const loyaltyProductsQuery = (api: Api = browserApi) =>
  queryOptions({ queryKey: loyaltyKeys.products(), queryFn: ({ signal }) => api.call('loyalty/getproducts', {}, { signal }) });

export const loyaltyCharactersQuery = (api: Api = browserApi) =>
  queryOptions({ queryKey: loyaltyKeys.characters(), queryFn: ({ signal }) => api.call('loyalty/getcharacters', { limit: 100 }, { signal }) });

/** A programme's quests (the current programme by default) with the player's progress this period. */
export const loyaltyQuestsQuery = (sysname?: string, api: Api = browserApi) =>
  queryOptions({ queryKey: loyaltyKeys.quests(sysname), queryFn: ({ signal }) => api.call('loyalty/getquests', sysname ? { sysname } : {}, { signal }) });

export function useBuyProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: number) => browserApi.call('loyalty/buyproduct', { id }), onSuccess: () => void invalidateAccount(queryClient) });
}

export function useSetCharacter() {
  return useMutation({ mutationFn: (id: number) => browserApi.call('loyalty/setcharacter', { id }) });
}

/** The notice list (SPEC §4): loyalty notifications not shown yet. */
export const takeNotifications = () => browserApi.call('loyalty/getnotifications', {});
