// Query keys of the offers, apart from api.ts: the campaign watcher (on every page) invalidates
// them without importing the contract's schemas (zod) that api.ts brings.
export const offersKeys = {
  all: ['offers'] as const,
  list: () => [...offersKeys.all, 'list'] as const,
  detail: (id: number) => [...offersKeys.all, 'detail', id] as const,
  banners: () => [...offersKeys.all, 'banners'] as const,
};
