/** Path builders for the §2 routes (unprefixed; wrap with localizePath for other locales). */

const seg = (value: string | number) => encodeURIComponent(String(value));

function withQuery(path: string, query: Record<string, string | number | readonly string[] | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') params.set(key, text);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export type GamehallQuery = { category?: string | null; providers?: readonly string[] | null };

export const paths = {
  home: () => '/',
  page: (slug: string) => `/${seg(slug)}`,
  offers: () => '/offers',
  offer: (id: string | number) => `/offers/${seg(id)}`,
  betting: () => '/betting',
  promotions: () => '/promotions',
  providers: () => '/providers',
  winners: () => '/winners',
  support: () => '/support',
  unsubscribe: () => '/unsubscribe',
  wheelOfFortune: () => '/wheel-of-fortune',
  /** /gamehall or /gamehall/{category}; providers go as a comma-separated query. */
  gamehall: ({ category, providers }: GamehallQuery = {}) =>
    withQuery(category ? `/gamehall/${seg(category)}` : '/gamehall', { providers: providers?.length ? providers : null }),
  jackpots: () => '/jackpots',
  jackpot: (id: string | number) => `/jackpots/${seg(id)}`,
  tournaments: () => '/tournaments',
  tournament: (id: string | number) => `/tournaments/${seg(id)}`,
  tournamentGamehall: (id: string | number) => `/tournaments/${seg(id)}/gamehall`,
  game: (sysname: string, options: { real?: boolean } = {}) => `/game/${seg(sysname)}${options.real ? '#real' : ''}`,
  confirmation: () => '/confirmation',
  confirmationSuccess: () => '/confirmation/success',
  loyalty: () => '/loyalty',
  loyaltyShop: () => '/loyalty/shop',
  loyaltyProgram: (sysname: string) => `/loyalty/${seg(sysname)}`,
  /** The rewards hub: everything a player has in progress. */
  rewards: () => '/rewards',
  signIn: () => '/forms/sign_in',
  /** The user-blocked system page (SPEC §6, §8): where a sign-in answered UserBanned leads. */
  userBlocked: () => '/blocked',
  signUp: () => '/forms/sign_up',
  icons: () => '/_icons',
  cashier: () => '/cashier',
  cashierWallet: () => '/cashier/wallet',
  cashierDeposit: (sysname?: string | null) => (sysname ? `/cashier/deposit/${seg(sysname)}` : '/cashier/deposit'),
  cashierWithdraw: () => '/cashier/withdraw',
  cashierHistory: () => '/cashier/history',
  cashierReceipt: () => '/cashier/receipt',
  /** Payment outcome pages (SPEC §3 payment result), optionally for one transaction. */
  cashierResult: (result: 'pending' | 'success' | 'fail' | 'cancel' | 'mobile' | 'new-window', transaction?: string | null) => {
    const page = `pay${result.replace('-', '')}`;
    return transaction && ['pending', 'success', 'fail'].includes(result) ? `/cashier/${page}/${seg(transaction)}` : `/cashier/${page}`;
  },
  profile: (section: ProfileSection = 'settings') => `/profile/${section}`,
  profileSettings: (query: { from?: string; toastType?: string } = {}) => withQuery('/profile/settings', query),
  responsibleGame: () => '/responsible-game',
} as const;

export type ProfileSection =
  | 'bets/history'
  | 'bets/exports'
  | 'bonuses'
  | 'loyalty'
  | 'cashback'
  | 'security'
  | 'settings'
  | 'notification'
  | 'verification'
  | 'responsible-game';

/** The most providers a hall filter keeps, and the longest provider sysname it reads (the catalogue's are short). */
export const MAX_HALL_PROVIDERS = 32;
export const MAX_PROVIDER_LENGTH = 64;

/**
 * category and providers of a game-hall URL (SPEC §2 /gamehall/{id}). The providers are parsed
 * once, here: trimmed, each kept once, over-long values dropped and at most MAX_HALL_PROVIDERS, so
 * a crafted query is never copied whole into the page's links (the page then keeps only the
 * catalogue's, `catalogueProviders` of features/games).
 */
export function readGamehallQuery(search: string | URLSearchParams, category?: string): { category: string | null; providers: string[] } {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const providers = new Set<string>();
  for (const raw of (params.get('providers') ?? '').split(',')) {
    if (providers.size >= MAX_HALL_PROVIDERS) break;
    const provider = raw.trim();
    if (provider && provider.length <= MAX_PROVIDER_LENGTH) providers.add(provider);
  }
  return { category: category ?? params.get('category') ?? null, providers: [...providers] };
}

/** A 1-based page number from a query value; anything else is 1. */
export function readPage(value: string | string[] | undefined | null): number {
  const raw = Array.isArray(value) ? value[0] : value;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
