// Cashier: deposit and withdrawal forms, history, receipt, wallet and the header balance, over the
// cashier methods of lib/contract; server-rendered lists and client forms.
export {
  cashierKeys,
  depositMethodsQuery,
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
export { CashierNav, type CashierTab } from './components/cashier-nav';
export { PaymentMethodList } from './components/payment-method-list';
export { HistoryTable } from './components/history-table';
export { BalanceSummary } from './components/balance-summary';
export { CashierFrame } from './components/cashier-frame';
export { DepositForm } from './components/deposit-form';
export { RegistrationHintBanner } from './components/registration-hint-banner';
export { methodRules, methodRequisites, depositPresets, withdrawMethodsOf, type MethodRules } from './method-info';
export { WithdrawForm } from './components/withdraw-form';
export { PendingWithdrawals } from './components/pending-withdrawals';
export { registrationHintLeft, registrationHintNow, REGISTRATION_HINT_MS } from './registration-hint';
export { readPaymentOutcome, outcomePath, type PaymentOutcome } from './payment-result';
export { activeDepositLimits, depositAllowance, type ActiveLimit } from './deposit-limit';
export { balanceRefreshInterval, canRefreshOnClick, DEFAULT_BALANCE_REFRESH, isGamePath, type BalanceRefreshSettings } from './balance-refresh';
export { LazyHeaderBalance as HeaderBalance } from './components/header-balance-lazy';
export type { HeaderBalanceProps } from './components/header-balance';

/** next-intl namespaces the header balance reads in the browser (the default layout passes them). */
export const CASHIER_LAYOUT_NAMESPACES = ['HeaderBalance'] as const;
export { CashierMessages } from './components/cashier-messages';
export { Receipt } from './components/receipt';
export { PaymentStatusWatcher } from './components/payment-status-watcher';

/** The four balances of an account (getInfo), as the header balance starts from them. */
export const pickBalances = ({ balance_main, balance_bonus, balance_betting_bonus, balance_fun }: import('@/lib/contract').Balances) => ({
  balance_main,
  balance_bonus,
  balance_betting_bonus,
  balance_fun,
});
