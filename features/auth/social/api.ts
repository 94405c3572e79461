import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi, type Api } from '@/lib/api';
import type { MethodParams } from '@/lib/contract';
import { invalidateAccount } from '@/features/account';

export const socialKeys = {
  all: ['social-auth'] as const,
  generalInfo: () => [...socialKeys.all, 'general-info'] as const,
};

/** General info (available and default currencies) for the socialRegistration form. */
export const generalInfoQuery = (api: Api = browserApi) =>
  queryOptions({
    queryKey: socialKeys.generalInfo(),
    queryFn: ({ signal }) => api.call('metadata/getgeneralinfo', {}, { signal }),
    staleTime: 10 * 60_000,
  });

// POST completeRegistration – the missing e-mail, a currency and the terms of a social (or Telegram) player.
export function useCompleteRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: MethodParams<'completeRegistration'>) => browserApi.call('completeRegistration', params),
    onSuccess: () => invalidateAccount(queryClient),
  });
}
