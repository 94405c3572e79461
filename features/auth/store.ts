import { create } from 'zustand';
import type { AuthPopupBanner, FormFieldSets } from '@/lib/cms';

/** SPEC §3 two-factor pending data; resendUntil is the epoch ms when a resend is allowed. */
export type TwoFactorPending = { login: string; password: string; resendUntil: number | null };

type AuthState = {
  pending: TwoFactorPending | null;
  /** Registration field sets from the CMS, handed over by the layout. */
  formFields: FormFieldSets;
  /** §2 side banner of the popup from the CMS, handed over by the layout. */
  banner: AuthPopupBanner | null;
  startTwoFactor: (login: string, password: string, resendSeconds: number | null) => void;
  setResendTime: (seconds: number | null) => void;
  clearTwoFactor: () => void;
};

const until = (seconds: number | null) => (seconds && seconds > 0 ? Date.now() + seconds * 1000 : null);

export const useAuthStore = create<AuthState>()((set) => ({
  pending: null,
  formFields: {},
  banner: null,
  startTwoFactor: (login, password, resendSeconds) => set({ pending: { login, password, resendUntil: until(resendSeconds) } }),
  setResendTime: (seconds) => set((state) => (state.pending ? { pending: { ...state.pending, resendUntil: until(seconds) } } : state)),
  clearTwoFactor: () => set({ pending: null }),
}));
