import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resetAccount, useInvalidateAccount } from '@/features/account';
import { clearPageCaches } from '@/features/pwa';
import { analytics } from '@/lib/analytics';
import { browserApi, isApiError, type Api } from '@/lib/api';
import type { MethodParams } from '@/lib/contract';
import { twoFactorErrorOf } from './two-factor';

export const authKeys = {
  all: ['auth'] as const,
  personalFields: (countryCode: string | null) => [...authKeys.all, 'personal-fields', { countryCode }] as const,
  phoneSettings: () => [...authKeys.all, 'phone-settings'] as const,
  promo: (code: string) => [...authKeys.all, 'promo', { code }] as const,
};

export type LoginParams = MethodParams<'login'>;

/** The §8 error code an analytics error event carries: the platform error type. */
export const analyticsErrorCode = (error: unknown) => (isApiError(error) ? error.type : 'UnknownErrorException');

/** uid of a signed-in answer's account, when it carries one. */
const uidOf = (account: unknown) => {
  const uid = account && typeof account === 'object' ? (account as { uid?: unknown }).uid : undefined;
  return typeof uid === 'number' && uid > 0 ? uid : null;
};

// POST login – login, password and, when two-factor is on, the code.
export function useLogin() {
  const invalidate = useInvalidateAccount();
  return useMutation({
    mutationFn: (params: LoginParams) => browserApi.call('login', params),
    onSuccess: (result) => {
      const uid = uidOf(result.payload);
      if (uid !== null) analytics.identify(uid);
      analytics.track('login', uid !== null ? { uid } : {});
      // Another player may have used the browser: no page the worker kept outlives the sign-in.
      return Promise.all([clearPageCaches(), invalidate()]);
    },
    // §8: two-factor answers are a step of the login, not a failure.
    onError: (error) => {
      if (twoFactorErrorOf(error) === null) analytics.track('error-login', { code: analyticsErrorCode(error) });
    },
  });
}

// POST register – the registration payload built by lib/validation.
export function useRegister() {
  const invalidate = useInvalidateAccount();
  return useMutation({
    mutationFn: (params: MethodParams<'register'>) => browserApi.call('register', params),
    onSuccess: (result) => {
      const uid = uidOf(result.user);
      if (uid !== null) analytics.identify(uid);
      analytics.track('sign-up', uid !== null ? { uid } : {});
      return Promise.all([clearPageCaches(), invalidate()]);
    },
    onError: (error) => analytics.track('error-sign-up', { code: analyticsErrorCode(error) }),
  });
}

export type RestoreParams = { login: string; code?: string; password?: string };

// POST restore – step 1 sends a code to the login; step 2 (code + new password) sets the new password.
export function useRestore() {
  const invalidate = useInvalidateAccount();
  return useMutation({
    mutationFn: ({ login, code, password }: RestoreParams) =>
      code === undefined ? browserApi.call('restore', { login }) : browserApi.call('restore', { login, code, password }),
    onSuccess: invalidate,
  });
}

// POST logout – ends the session (POST with the Origin check: no cross-site sign-out).
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => browserApi.call('logout'),
    onSuccess: async () => {
      analytics.anonymise();
      await Promise.all([clearPageCaches(), resetAccount(queryClient)]);
    },
  });
}

/** Validity of a promo code (campaigns/checkPromocode: data truthy when valid; a failure is an ApiError). */
export const promoCheckQuery = (code: string, api: Api = browserApi) =>
  queryOptions({
    queryKey: authKeys.promo(code),
    queryFn: async ({ signal }) => Boolean(await api.call('campaigns/checkPromocode', { promo_code: code }, { signal })),
    retry: false,
    staleTime: 60_000,
  });

/** Checks `code` (already debounced by the caller); nothing is asked for an empty code. Answers for older codes stay in their own cache entries, so they never show. */
export const usePromoCheck = (code: string) => useQuery({ ...promoCheckQuery(code), enabled: code !== '' });

/** Personal-data field definitions (required flags, regex) for a country. */
export const personalFieldsQuery = (countryCode: string | null, api: Api = browserApi) =>
  queryOptions({
    queryKey: authKeys.personalFields(countryCode),
    queryFn: ({ signal }) => api.call('getPersonalDataFields', countryCode ? { country_code: countryCode } : {}, { signal }),
    staleTime: 10 * 60_000,
  });

/** Phone countries (codes, masks) for phone and country fields. */
export const phoneSettingsQuery = (api: Api = browserApi) =>
  queryOptions({
    queryKey: authKeys.phoneSettings(),
    queryFn: ({ signal }) => api.call('getContactPhoneSettings', {}, { signal }),
    staleTime: 60 * 60_000,
  });

/** §3 loyalty characters for the registration selector (loyalty/getcharacters, first page). */
export const charactersQuery = (api: Api = browserApi) =>
  queryOptions({
    queryKey: [...authKeys.all, 'characters'] as const,
    queryFn: async ({ signal }) => {
      const page = await api.call('loyalty/getcharacters', { limit: 20 }, { signal });
      return page.items.flatMap((item) => {
        const { id, name, image } = item as { id?: unknown; name?: unknown; image?: unknown };
        return typeof id === 'number' && typeof name === 'string' && typeof image === 'string' ? [{ id, name, image }] : [];
      });
    },
    staleTime: 60 * 60_000,
  });
