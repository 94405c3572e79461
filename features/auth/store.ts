import { create } from 'zustand';
import type { AuthPopupBanner, FormFieldSets } from '@/lib/cms';
import { AUTH_CONFIG, type AuthConfig } from './config';

/** SPEC §3 two-factor pending data; resendUntil is the epoch ms when a resend is allowed. */
export type TwoFactorPending = { login: string; password: string; resendUntil: number | null };

/** A §3 loyalty character as the registration selector shows it. */
export type Character = { id: number; name: string; image: string };

type AuthState = {
  pending: TwoFactorPending | null;
  /** Registration field sets from the CMS, handed over by the layout. */
  formFields: FormFieldSets;
  /** §2 side banner of the popup from the CMS, handed over by the layout. */
  banner: AuthPopupBanner | null;
  /** §3 Auth config: AUTH_CONFIG unless the layout (or a test) overrides options. */
  config: AuthConfig;
  /** The character picked on the registration form (its picture replaces the side banner). */
  character: Character | null;
  startTwoFactor: (login: string, password: string, resendSeconds: number | null) => void;
  setResendTime: (seconds: number | null) => void;
  clearTwoFactor: () => void;
};

const until = (seconds: number | null) => (seconds && seconds > 0 ? Date.now() + seconds * 1000 : null);

export const useAuthStore = create<AuthState>()((set) => ({
  pending: null,
  formFields: {},
  banner: null,
  config: AUTH_CONFIG,
  character: null,
  startTwoFactor: (login, password, resendSeconds) => set({ pending: { login, password, resendUntil: until(resendSeconds) } }),
  setResendTime: (seconds) => set((state) => (state.pending ? { pending: { ...state.pending, resendUntil: until(seconds) } } : state)),
  clearTwoFactor: () => set({ pending: null }),
}));
