import { create } from 'zustand';

/** SPEC §4: offer ids pushed as available (campaign.offer.available), newest first; deactivated ones leave. */
export const useAvailableOffers = create<{ ids: number[]; add: (id: number) => void; remove: (id: number) => void }>()((set) => ({
  ids: [],
  add: (id) => set((s) => ({ ids: [id, ...s.ids.filter((x) => x !== id)] })),
  remove: (id) => set((s) => ({ ids: s.ids.filter((x) => x !== id) })),
}));

/** The list with the available offers first (in push order), the rest as they came. */
export function availableFirst<T extends { id: number }>(list: readonly T[], available: readonly number[]): T[] {
  const rank = (o: T) => {
    const at = available.indexOf(o.id);
    return at === -1 ? available.length : at;
  };
  return [...list].map((o, i) => ({ o, i })).sort((a, b) => rank(a.o) - rank(b.o) || a.i - b.i).map(({ o }) => o);
}
