/** SPEC §2 system pages: which copy, which button target, whether a loader replaces the icon. */
export type SystemPageKind =
  | 'maintenance'
  | 'not-found'
  | 'forbidden'
  | 'user-blocked'
  | 'unsubscribe'
  | 'error'
  | 'pay-cancel'
  | 'pay-fail'
  | 'pay-mobile'
  | 'pay-new-window'
  | 'pay-pending'
  | 'pay-success';

export type SystemPageSpec = {
  /** Key under the SystemPages message namespace. */
  messages: string;
  /** Unprefixed target of the button; null means "reload this page". */
  target: string | null;
  /** A loader is shown instead of the icon. */
  pending?: boolean;
  tone: 'neutral' | 'success' | 'warning' | 'danger';
};

export const SYSTEM_PAGES: Record<SystemPageKind, SystemPageSpec> = {
  maintenance: { messages: 'maintenance', target: null, tone: 'warning' },
  'not-found': { messages: 'notFound', target: '/', tone: 'neutral' },
  forbidden: { messages: 'forbidden', target: '/', tone: 'danger' },
  'user-blocked': { messages: 'userBlocked', target: '/support', tone: 'danger' },
  unsubscribe: { messages: 'unsubscribe', target: '/', tone: 'neutral' },
  error: { messages: 'error', target: '/gamehall', tone: 'danger' },
  'pay-cancel': { messages: 'payCancel', target: '/cashier/deposit', tone: 'warning' },
  'pay-fail': { messages: 'payFail', target: '/cashier/deposit', tone: 'danger' },
  'pay-new-window': { messages: 'payNewWindow', target: '/cashier/deposit', tone: 'neutral' },
  'pay-success': { messages: 'paySuccess', target: '/gamehall', tone: 'success' },
  'pay-mobile': { messages: 'payMobile', target: '/gamehall', tone: 'neutral' },
  'pay-pending': { messages: 'payPending', target: '/gamehall', pending: true, tone: 'neutral' },
};

/** The fatal pages of SPEC §8, by the page name lib/errors gives them. */
export const FATAL_KINDS = ['user-blocked', 'maintenance', 'forbidden', 'not-found'] as const satisfies readonly SystemPageKind[];
