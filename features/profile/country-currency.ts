import { create } from 'zustand';

/**
 * The currency a country change in the personal-data form chose (§4: the currency conditions of
 * features/auth). The settings page's currency form shows it, unsaved, until the player saves or
 * picks another; null while the country has not changed on this page.
 */
export const useCountryCurrency = create<{ currency: string | null }>(() => ({ currency: null }));
