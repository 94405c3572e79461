import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useInvalidateAccount } from '@/features/account';
import { lazyBrowserApi, type Api } from '@/lib/api';
import type { MethodName, MethodParams, MethodResult } from '@/lib/contract';

export const profileKeys = {
  all: ['profile'] as const,
  info: () => [...profileKeys.all, 'info'] as const,
  /** Field definitions depend on the country only, not on who asks. */
  fields: (country: string | null) => ['profile-fields', { country }] as const,
  phoneCountries: () => ['profile-fields', 'phone-countries'] as const,
  notifications: () => [...profileKeys.all, 'notifications'] as const,
  verification: () => [...profileKeys.all, 'verification'] as const,
};

/** Profile data with contacts and document. */
export const profileInfoQuery = (api: Api = lazyBrowserApi) =>
  queryOptions({ queryKey: profileKeys.info(), queryFn: ({ signal }) => api.call('getprofileinfo', { fields: ['contacts', 'document'] }, { signal }) });

/** §3 profile field definitions of a country (getPersonalDataFields): the player's own when null. */
export const profileFieldsQuery = (country: string | null, api: Api = lazyBrowserApi) =>
  queryOptions({
    queryKey: profileKeys.fields(country),
    queryFn: ({ signal }) => api.call('getPersonalDataFields', country ? { country_code: country } : {}, { signal }),
    staleTime: 10 * 60_000,
  });

/** Phone country options: the country select and the phone's code and mask. */
export const phoneCountriesQuery = (api: Api = lazyBrowserApi) =>
  queryOptions({ queryKey: profileKeys.phoneCountries(), queryFn: ({ signal }) => api.call('getContactPhoneSettings', {}, { signal }), staleTime: 60 * 60_000 });

export const notificationSettingsQuery = (api: Api = lazyBrowserApi) =>
  queryOptions({ queryKey: profileKeys.notifications(), queryFn: ({ signal }) => api.call('getNotificationSettings', {}, { signal }) });

export const verificationStatusQuery = (api: Api = lazyBrowserApi) =>
  queryOptions({ queryKey: profileKeys.verification(), queryFn: ({ signal }) => api.call('verification/getStatus', {}, { signal }) });

export const useProfileInfo = () => useQuery(profileInfoQuery());
export const useProfileFields = (country: string | null) => useQuery(profileFieldsQuery(country));
export const usePhoneCountries = () => useQuery(phoneCountriesQuery());
export const useNotificationSettings = () => useQuery(notificationSettingsQuery());
export const useVerificationStatus = () => useQuery(verificationStatusQuery());

/** A profile change: the profile and the account (nickname, locale, two-factor, verification flags) are stale after it. */
function useProfileMutation<M extends MethodName>(method: M) {
  const call = lazyBrowserApi.call as (method: M, params: MethodParams<M>) => Promise<MethodResult<M>>;
  const queryClient = useQueryClient();
  const invalidateAccount = useInvalidateAccount();
  return useMutation({
    mutationFn: (params: MethodParams<M>) => call(method, params),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: profileKeys.all }), invalidateAccount()]);
    },
  });
}

export const useSaveProfile = () => useProfileMutation('saveProfileInfo');
export const useChangeFakename = () => useProfileMutation('changefakename');
export const useChangeLocale = () => useProfileMutation('changelocale');
export const useSetCurrency = () => useProfileMutation('setCurrency');
export const useAddContact = () => useProfileMutation('addcontact');
export const useSendConfirmation = () => useProfileMutation('sendconfirmationtocontact');
export const useConfirmContact = () => useProfileMutation('confirmContact');
export const useChangeSubscription = () => useProfileMutation('changeSubscription');
export const useChangePassword = () => useProfileMutation('changepassword');
export const useChangeTwoFactor = () => useProfileMutation('changeTwoFactorAuth');
export const useConfirmTwoFactor = () => useProfileMutation('confirmTwoFactorAuth');
export const useSignOutOtherSessions = () => useProfileMutation('signOutOtherSessions');
export const useSetNotificationSettings = () => useProfileMutation('setNotificationSettings');
export const useSubmitDocument = () => useProfileMutation('verification/submitDocument');
export const useSetOnVerification = () => useProfileMutation('setUserOnVerification');

/** A WebSDK access token (also what expirationHandler asks for again). */
export const fetchVerificationToken = (externalActionId?: string) =>
  lazyBrowserApi.call('sumsub/getAccessToken', externalActionId ? { externalActionId } : {}).then((answer) => answer.token);
