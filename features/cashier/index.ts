// Cashier: deposit and withdrawal forms, history, receipt, wallet and the header balance, over the
// cashier methods of lib/contract. Server components and helpers here; client leaves lazily (components/lazy.tsx).
import type { Balances } from '@/lib/contract';

// Data
export {
  cashierKeys,
  depositMethodsQuery,
  readDepositMethodsIn,
  withdrawMethodsQuery,
  historyQuery,
  balanceQuery,
  depositLimitQuery,
  pendingWithdrawalsQuery,
  paymentQuery,
  useMakeDeposit,
  useMakeWithdrawal,
  useCancelWithdrawal,
  HISTORY_PAGE_SIZE,
} from './api';

// Server components
export { CashierNav, type CashierTab } from './components/cashier-nav';
export { PaymentMethodList } from './components/payment-method-list';
export { HistoryTable } from './components/history-table';
export { BalanceSummary, DepositLimitNote } from './components/balance-summary';
export { CashierFrame } from './components/cashier-frame';
export { CashierMessages } from './components/cashier-messages';
export { Receipt } from './components/receipt';
export { RegistrationHint } from './components/registration-hint';

// Client leaves, each in its own chunk
export {
  LazyHeaderBalance as HeaderBalance,
  LazyDepositForm as DepositForm,
  LazyWithdrawForm as WithdrawForm,
  LazyPendingWithdrawals as PendingWithdrawals,
  LazyPaymentStatusWatcher as PaymentStatusWatcher,
} from './components/lazy';
export type { HeaderBalanceProps } from './components/header-balance';

// Pure helpers
export { methodRules, methodRequisites, depositPresets, withdrawMethodsOf, type MethodRules } from './method-info';
export { registrationHintLeft, registrationHintNow, REGISTRATION_HINT_MS } from './registration-hint';
export { readPaymentOutcome, outcomePath, type PaymentOutcome } from './payment-result';
export { depositOutcome, depositResultPath } from './deposit-outcome';
export { depositResultMetadata, depositResultShown } from './deposit-result-page';
export { activeDepositLimits, depositAllowance, type ActiveLimit } from './deposit-limit';
export { balanceRefreshInterval, canRefreshOnClick, DEFAULT_BALANCE_REFRESH, isGamePath, type BalanceRefreshSettings } from './balance-refresh';

/** next-intl namespaces the header balance reads in the browser (the default layout passes them). */
export const CASHIER_LAYOUT_NAMESPACES = ['HeaderBalance'] as const;

/** The four balances of an account (getInfo), as the header balance starts from them. */
export const pickBalances = ({ balance_main, balance_bonus, balance_betting_bonus, balance_fun }: Balances): Balances => ({
  balance_main,
  balance_bonus,
  balance_betting_bonus,
  balance_fun,
});
