/** The SPEC §2 route table as data: Nuxt-style names, path patterns, layouts, validation rules. */

export type Layout = 'default' | 'empty' | 'svg-sprite';

/** Named rules from validation.ts; a failing rule means 404 'Page Not Found: {path}'. */
export type ValidationRule = 'numericId' | 'sysname' | 'slug' | 'transaction' | 'category';

export type RouteDef = {
  name: string;
  /** `:param` is one segment, `:param*` the rest of the path (zero or more segments). */
  path: string;
  layout: Layout;
  /** Param name → rule. */
  validate?: Record<string, ValidationRule>;
  /** Game pages (SPEC §2 "flagged as a game page"). */
  isGame?: boolean;
  /** Other names the rules in SPEC §2 use for the same page. */
  aliases?: string[];
};

const r = (name: string, path: string, extra: Partial<RouteDef> = {}): RouteDef => ({ name, path, layout: 'default', ...extra });
const id = { id: 'numericId' } as const;
const transaction = { transaction: 'transaction' } as const;

const cashierChildren = ['wallet', 'billing', 'deposit', 'history', 'payfail', 'receipt', 'withdraw', 'paycancel', 'paymobile', 'paypending', 'paysuccess', 'paynewwindow'];
const profileChildren = ['bets', 'bets/exports', 'bets/history', 'bonuses', 'loyalty', 'cashback', 'security', 'settings', 'notification', 'verification', 'responsible-game'];

export const ROUTES: readonly RouteDef[] = [
  r('index', '/'),
  r('slug', '/:slug', { validate: { slug: 'slug' } }),
  r('offers', '/offers'),
  r('offers-id', '/offers/:id', { validate: id }),
  r('betting', '/betting'),
  r('promotions', '/promotions'),
  r('providers', '/providers'),
  r('winners', '/winners'),
  r('support', '/support'),
  r('unsubscribe', '/unsubscribe'),
  r('wheel-of-fortune', '/wheel-of-fortune'),
  r('gamehall', '/gamehall'),
  r('gamehall-id', '/gamehall/:id', { validate: { id: 'category' } }),
  r('jackpots', '/jackpots'),
  r('jackpots-id', '/jackpots/:id', { validate: id }),
  r('tournaments', '/tournaments'),
  r('tournaments-id', '/tournaments/:id', { validate: id }),
  r('tournaments-id-gamehall', '/tournaments/:id/gamehall', { validate: id }),
  r('game-sysname', '/game/:sysname', { validate: { sysname: 'sysname' }, isGame: true, aliases: ['game-index-sysname', 'game-index-item'] }),
  r('confirmation', '/confirmation'),
  r('confirmation-success', '/confirmation/success'),
  r('loyalty', '/loyalty'),
  r('loyalty-shop', '/loyalty/shop'),
  r('loyalty-sysname', '/loyalty/:sysname', { validate: { sysname: 'sysname' } }),
  r('rewards', '/rewards'),
  r('forms-sign_in', '/forms/sign_in', { layout: 'empty' }),
  r('forms-sign_up', '/forms/sign_up', { layout: 'empty' }),
  r('_icons', '/_icons', { layout: 'svg-sprite' }),
  r('cashier-index', '/cashier'),
  ...cashierChildren.map((child) => r(`cashier-index-${child}`, `/cashier/${child}`)),
  r('cashier-index-deposit-index-sysname', '/cashier/deposit/:sysname', { validate: { sysname: 'sysname' } }),
  ...['payfail', 'paypending', 'paysuccess'].map((child) =>
    r(`cashier-index-${child}-transaction`, `/cashier/${child}/:transaction`, { validate: transaction }),
  ),
  r('profile', '/profile'),
  ...profileChildren.map((child) => r(`profile-${child.replace('/', '-')}`, `/profile/${child}`)),
  r('responsible-game', '/responsible-game'),
  r('bets-all', '/bets/:rest*'),
];
