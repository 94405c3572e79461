import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAccount, resetAccount } from '@/features/account';
import { analytics } from '@/lib/analytics';
import { lazyBrowserApi, type Api } from '@/lib/api';
import type { MethodParams } from '@/lib/contract';

export const protectionKeys = {
  all: ['protection'] as const,
  status: () => [...protectionKeys.all, 'status'] as const,
  rules: () => [...protectionKeys.all, 'rules'] as const,
  session: () => [...protectionKeys.all, 'session'] as const,
};

/** Limits, reality check with session accounting, exclusion and limit prompt of the player. */
export const protectionStatusQuery = (api: Api = lazyBrowserApi) =>
  queryOptions({ queryKey: protectionKeys.status(), queryFn: ({ signal }) => api.call('protection/getStatus', {}, { signal }) });

/** The play session of the game page: clock, wagered, won, net, a reality check waiting. */
export const playSessionQuery = (api: Api = lazyBrowserApi) =>
  queryOptions({ queryKey: protectionKeys.session(), queryFn: ({ signal }) => api.call('protection/getSession', {}, { signal }) });

/** Every change here moves what the account, the cashier and the game page show: the player's data refetches. */
function useInvalidateAfterChange() {
  const client = useQueryClient();
  return () => invalidateAccount(client);
}

export function useSetLimit() {
  const invalidate = useInvalidateAfterChange();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (params: MethodParams<'protection/setLimit'>) => lazyBrowserApi.call('protection/setLimit', params),
    onSuccess: async (status) => {
      client.setQueryData(protectionKeys.status(), status);
      await invalidate();
    },
  });
}

export function useSetRealityCheck() {
  const invalidate = useInvalidateAfterChange();
  return useMutation({ mutationFn: (minutes: number | '') => lazyBrowserApi.call('protection/setRealityCheck', { interval_minutes: minutes }), onSuccess: () => invalidate() });
}

export function useAcknowledgeRealityCheck() {
  const invalidate = useInvalidateAfterChange();
  return useMutation({ mutationFn: () => lazyBrowserApi.call('protection/acknowledgeRealityCheck', {}), onSuccess: () => invalidate() });
}

/**
 * A time-out, self-exclusion or panic lock. The platform ends every session of the player, so this
 * is a sign-out too, done as `useLogout` does it: analytics forget the player, and the player's data
 * goes from the query cache (the account refetches as a guest's). Answers the exclusion (until when).
 */
export function useExclude() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: MethodParams<'protection/exclude'>) => lazyBrowserApi.call('protection/exclude', params),
    onSuccess: async () => {
      analytics.anonymise();
      await resetAccount(queryClient);
    },
  });
}

export function useAnswerLimitPrompt() {
  const invalidate = useInvalidateAfterChange();
  return useMutation({ mutationFn: () => lazyBrowserApi.call('protection/answerLimitPrompt', {}), onSuccess: () => invalidate() });
}
